import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "../../src/db/client";
import { seedDemoCommissionRules } from "../../src/modules/commission";
import { seedDemoPartners } from "../../src/modules/identity";
import { ensureReferenceData } from "../../src/modules/reference";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database each test file's database is copied from (see createTestDatabase). */
    templateDatabase:
      | { kind: "pglite"; dumpFile: string }
      /** `copies`: how the name of every copy made in this run begins (see createTestDatabase). */
      | { kind: "postgres"; name: string; copies: string };
  }
}

/** What every test file's database starts with: the migrations, the reference data (rates, plans, questions, rules) and
 * the demo partners, whose passwords take a noticeable while to hash. */
async function prepare(database: Database) {
  await database.migrate();
  await ensureReferenceData(database.db);
  await seedDemoPartners(database.db);
  await seedDemoCommissionRules(database.db);
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
    // One random tag per run: CI and other runs share the server, and each run finds and drops its own databases only.
    const run = randomBytes(6).toString("hex");
    const name = `pp_template_${run}`;
    const copies = `pp_test_${run}_`;
    await adminQuery(adminUrl, [`create database ${name}`, withoutWaitingForTheDisk(name)]);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Two connections: one holds the migration lock while the other migrates.
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    project.provide("templateDatabase", { kind: "postgres", name, copies });
    return async () => {
      await dropCopies(adminUrl, copies);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const database = await openDatabase({ dataDir: null });
  const dumpFile = path.join(os.tmpdir(), `pp-template-${randomBytes(6).toString("hex")}.tar`);
  try {
    await prepare(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // PGlite works in template1; its two other databases, template0 and postgres, are nearly half of the dump (7 MB
    // each of 31), which every test file's database unpacks again, and no test uses them.
    for (const statement of [
      "alter database template0 is_template false",
      "drop database template0",
      "drop database postgres",
    ])
      await client.exec(statement);
    const dump = await client.dumpDataDir("none");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("templateDatabase", { kind: "pglite", dumpFile });
  return () => rm(dumpFile, { force: true });
}

/**
 * A test database's commits do not wait for the disk (`synchronous_commit = off`): what a crash of the PostgreSQL
 * server could lose is the last fraction of a second of a database thrown away at the end of its file anyway, and the
 * tests commit thousands of times. The database stays consistent either way (a crash loses whole transactions, never
 * half of one). A copy does not inherit the setting from its template: each database gets it.
 */
export const withoutWaitingForTheDisk = (database: string) => `alter database ${database} set synchronous_commit = off`;

/**
 * Statements, one after another, on the server's administrative database (creating and dropping databases).
 * `applicationName` names the connection in pg_stat_activity: the run's end waits for its workers' connections by it.
 */
export async function adminQuery(adminUrl: string, statements: string | string[], applicationName?: string) {
  const client = new pg.Client({ connectionString: adminUrl, application_name: applicationName });
  await client.connect();
  try {
    for (const statement of [statements].flat()) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops every copy of the template this run made. A test worker drops the copies its files used without waiting for
 * it, and keeps one copy made ahead for a next file that may never come; when the run's last file ends, some of those
 * may still be under way. So this waits until no connection of the workers (named `copies` in pg_stat_activity) is
 * left, then drops whatever database of the run remains, and looks again until there is none.
 */
async function dropCopies(adminUrl: string, copies: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows: busy } = await client.query(
        "select 1 from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()",
        [copies],
      );
      const { rows: left } = await client.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [copies],
      );
      if (busy.length === 0 && left.length === 0) return;
      if (Date.now() > deadline) throw new Error(`test databases ${copies}* are still busy after 2 minutes`);
      if (busy.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      for (const { datname } of left) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
