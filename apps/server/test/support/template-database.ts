import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "../../src/db/client";
import { seedDemoPartners } from "../../src/modules/identity";
import { ensureReferenceData } from "../../src/modules/reference";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database each test file's database is copied from (see createTestDatabase). */
    templateDatabase: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; name: string };
  }
}

/** What every test file's database starts with: the migrations, the reference data (rates, plans, questions, rules) and
 * the demo partners, whose passwords take a noticeable while to hash. */
async function prepare(database: Database) {
  await database.migrate();
  await ensureReferenceData(database.db);
  await seedDemoPartners(database.db);
}

/**
 * Vitest's global set-up for the API tests: the migrations and the seed run once per test run, on a template, instead
 * of once per test file (seconds each on PGlite). PGlite's template is a dump of its data folder, which a new in-memory
 * database loads; PostgreSQL's is a database that `create database … template` copies. Both go when the run ends.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === "postgres") {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl)
      throw new Error("TEST_DB=postgres needs DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).");
    const name = `pp_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Two connections: one holds the migration lock while the other migrates.
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    project.provide("templateDatabase", { kind: "postgres", name });
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: null });
  const dumpFile = path.join(os.tmpdir(), `pp-template-${randomBytes(6).toString("hex")}.tar`);
  try {
    await prepare(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("templateDatabase", { kind: "pglite", dumpFile });
  return () => rm(dumpFile, { force: true });
}

/** One statement on the server's administrative database (creating and dropping databases). */
export async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
