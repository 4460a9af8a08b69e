import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/db/client";

/** `TEST_DB=postgres` (with DATABASE_URL) runs the API tests on PostgreSQL; otherwise on in-memory PGlite. */
export const testBackend = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created next to DATABASE_URL's and dropped again by `drop()`.
 */
/** `url`: the PostgreSQL database's address (a backup test dumps it); undefined on PGlite. */
export async function createTestDatabase(): Promise<Database & { url?: string; drop(): Promise<void> }> {
  if (testBackend === "pglite") {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error("TEST_DB=postgres needs DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).");
  const name = `pp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
