import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import { lockEmbeddedDatabase } from "./embedded-lock";
import { type Listening, listenOnPostgres, type NotificationHandlers } from "./notification-listener";
import { TurnTakingPGlite } from "./pglite-turns";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the pending migrations; answers how many it applied. */
  migrate(): Promise<number>;
  /**
   * Runs `work` while holding a cluster-wide lock (a PostgreSQL advisory lock on a connection of its own), so
   * instances starting together migrate and seed one after the other; the lock goes with the connection if the
   * process dies. PGlite is one process: `work` just runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Notifications on `channel` (sent with pg_notify, delivered at commit) from every process on this database;
   * answers the subscription, which stops listening and can answer on the channel.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listening>;
  close(): Promise<void>;
};

type DatabaseOptions =
  /** PostgreSQL: production, or the API tests when DATABASE_URL is set. */
  | { url: string; poolSize?: number }
  /**
   * Embedded PGlite in a folder; `dataDir: null` keeps it in memory (tests). `initialData`: a dump of a data folder
   * to start from (the API tests copy one migrated template instead of migrating each test file's database).
   */
  | { dataDir: string | null; initialData?: Blob; engine?: PGliteEngine };

/**
 * PGlite's compiled WebAssembly module and its file-system bundle. Compiling the module is most of the cost of opening
 * an in-memory database; a process that opens many (a test worker, one per test file) compiles it once and passes it.
 */
export type PGliteEngine = { wasmModule: WebAssembly.Module; fsBundle: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: "postgres",
      // Two instances starting together would both apply the same migration; the second waits, then finds none to apply.
      migrate: () =>
        database.exclusive("migrations", () =>
          countingApplied(db, () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR })),
        ),
      async exclusive(name, work) {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock(hashtext($1))", [`partner-portal:${name}`]);
          try {
            return await work();
          } finally {
            await client.query("select pg_advisory_unlock(hashtext($1))", [`partner-portal:${name}`]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query("select 1");
      },
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
      close: () => pool.end(),
    };
    return database;
  }
  let client: PGlite;
  let release = () => {};
  if (options.dataDir) {
    const dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    release = lockEmbeddedDatabase(options.dataDir).release;
    client = new TurnTakingPGlite(dir);
  } else {
    client = new TurnTakingPGlite({
      ...(options.initialData ? { loadDataDir: options.initialData } : {}),
      ...options.engine,
    });
  }
  try {
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () =>
      countingApplied(db, () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR })),
    exclusive: (_name, work) => work(),
    ping: async () => {
      await client.query("select 1");
    },
    // One process owns an embedded database, so its notifications come from this process and never get lost.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onState(true);
      return {
        stop: unlisten,
        async send(payload) {
          await client.query("select pg_notify($1, $2)", [channel, payload]);
        },
      };
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Rows in drizzle's own journal of applied migrations (none before the first migration). */
async function appliedMigrations(db: Db) {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  if ((result as unknown as { rows: { n: number }[] }).rows[0]?.n === 0) return 0;
  const rows = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

async function countingApplied(db: Db, migrate: () => Promise<void>) {
  const before = await appliedMigrations(db);
  await migrate();
  return (await appliedMigrations(db)) - before;
}
