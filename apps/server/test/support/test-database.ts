import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/client";
import { adminQuery } from "./template-database";

/** `TEST_DB=postgres` (with DATABASE_URL) runs the API tests on PostgreSQL; otherwise on in-memory PGlite. */
export const testBackend = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database created next to
 * DATABASE_URL's and dropped again by `drop()`. Both are copies of the run's migrated template
 * (support/template-database.ts); `migrate()` still runs, and finds nothing to apply.
 * `url`: the PostgreSQL database's address (a backup test dumps it); undefined on PGlite.
 */
export async function createTestDatabase(): Promise<Database & { url?: string; drop(): Promise<void> }> {
  const template = inject("templateDatabase");
  if (testBackend === "pglite") {
    if (template.kind !== "pglite") throw new Error("The test run's template database is not PGlite's.");
    const dump = new Blob([await readFile(template.dumpFile)]);
    const database = await openDatabase({ dataDir: null, initialData: dump });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || template.kind !== "postgres")
    throw new Error("TEST_DB=postgres needs DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).");
  const name = `pp_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name} template ${template.name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
