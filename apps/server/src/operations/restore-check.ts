import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import type { FileStorage } from "../storage/file-storage";

const run = promisify(execFile);

/** The tables whose rows the report counts: what the Insurance Authority's records are made of. */
const COUNTED = ["partners", "quotations", "payments", "policies", "documents", "mail_outbox", "audit_log"] as const;

type RestoreReport = {
  database: string;
  migrations: { restored: number; known: number };
  rows: Record<string, number>;
  documents: { checked: number; missing: string[]; wrongSize: string[] };
  ok: boolean;
};

const knownMigrations = () =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: unknown[] })
    .entries.length;

/**
 * Restores a `pg_dump -Fc` backup into a new scratch database next to `serverUrl`'s and checks it: the schema is at
 * this code's migration, the records are there, and every document and policy PDF the records name is in the file
 * store (disk or bucket) with its recorded size. The scratch database is dropped afterwards unless `keep`.
 */
export async function restoreCheck(opts: {
  dumpFile: string;
  serverUrl: string;
  storage: FileStorage;
  keep?: boolean;
  log?: (line: string) => void;
}): Promise<RestoreReport> {
  const log = opts.log ?? (() => {});
  const name = `pp_restore_check_${Date.now().toString(36)}`;
  const admin = new URL(opts.serverUrl);
  admin.pathname = "/postgres";
  const scratch = new URL(opts.serverUrl);
  scratch.pathname = `/${name}`;
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();
  try {
    log(`restoring ${opts.dumpFile} into the scratch database ${name}`);
    try {
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--dbname",
        scratch.toString(),
        opts.dumpFile,
      ]);
    } catch (err) {
      const e = err as NodeJS.ErrnoException & { stderr?: string };
      if (e.code === "ENOENT")
        throw new Error("pg_restore is missing: install PostgreSQL's client tools (postgresql-client).");
      throw new Error(`pg_restore could not restore ${opts.dumpFile}: ${(e.stderr ?? e.message).trim()}`);
    }
    const db = new pg.Client({ connectionString: scratch.toString() });
    await db.connect();
    try {
      const restored = Number(
        (await db.query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0]?.n ?? 0,
      );
      const rows: Record<string, number> = {};
      for (const table of COUNTED) {
        rows[table] = Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0);
      }
      const files = (
        await db.query<{ key: string; size: number | null }>(
          `select storage_key as key, size_bytes as size from documents
           union all
           select 'policies/' || id || '/' || kind || '.pdf', null from policies, (values ('receipt'), ('schedule')) k(kind)
           where payment_id is not null`,
        )
      ).rows;
      const missing: string[] = [];
      const wrongSize: string[] = [];
      for (const file of files) {
        const opened = await opts.storage.open(file.key);
        if (!opened) {
          // A policy PDF not rendered yet is made again from the records on first use; a document cannot be.
          if (file.size !== null) missing.push(file.key);
          continue;
        }
        opened.body.destroy();
        if (file.size !== null && opened.size !== file.size) wrongSize.push(file.key);
      }
      const known = knownMigrations();
      const report: RestoreReport = {
        database: name,
        migrations: { restored, known },
        rows,
        documents: { checked: files.length, missing, wrongSize },
        ok: restored === known && missing.length === 0 && wrongSize.length === 0,
      };
      return report;
    } finally {
      await db.end();
    }
  } finally {
    if (!opts.keep) {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    }
  }
}
