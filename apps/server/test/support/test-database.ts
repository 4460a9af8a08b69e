import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase, type PGliteEngine } from "../../src/db/client";
import { adminQuery, withoutWaitingForTheDisk } from "./template-database";

/** `TEST_DB=postgres` (with DATABASE_URL) runs the API tests on PostgreSQL; otherwise on in-memory PGlite. */
export const testBackend = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/*
 * What every PGlite database of a test worker starts from, read once per worker: the template's dump, and PGlite's
 * WebAssembly compiled once (compiling it took about two thirds of opening each test file's database).
 */
// Node's WebAssembly global, which the server's TypeScript library settings do not declare as a value.
const wasmRuntime = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PGliteEngine["wasmModule"]> } }
).WebAssembly;
let pgliteStart: Promise<{ dump: Blob; engine: PGliteEngine }> | undefined;
async function readPgliteStart(dumpFile: string) {
  const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  const [dump, wasm, fsBundle] = await Promise.all([
    readFile(dumpFile),
    readFile(path.join(dist, "pglite.wasm")),
    readFile(path.join(dist, "pglite.data")),
  ]);
  return {
    dump: new Blob([dump]),
    engine: { wasmModule: await wasmRuntime.compile(wasm), fsBundle: new Blob([fsBundle]) },
  };
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new PostgreSQL database created next to
 * DATABASE_URL's and dropped after `drop()` (at the latest when the run ends). Both are copies of the run's template
 * (support/template-database.ts): migrated, with the reference data and the demo partners in it.
 * `url`: the PostgreSQL database's address (a backup test dumps it); undefined on PGlite.
 */
export async function createTestDatabase(): Promise<Database & { url?: string; drop(): Promise<void> }> {
  const template = inject("templateDatabase");
  if (testBackend === "pglite") {
    if (template.kind !== "pglite") throw new Error("The test run's template database is not PGlite's.");
    pgliteStart ??= readPgliteStart(template.dumpFile);
    const { dump, engine } = await pgliteStart;
    const database = await openDatabase({ dataDir: null, initialData: dump, engine });
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || template.kind !== "postgres")
    throw new Error("TEST_DB=postgres needs DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).");
  const copy = copyAhead ?? copyTemplate(adminUrl, template);
  copyAhead = undefined;
  const name = await copy;
  // The next file's database is copied while this one runs, so that the next file does not wait for it.
  copyAhead ??= copyTemplate(adminUrl, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      // Not waited for: the next file starts on its own copy meanwhile. A drop that fails or is still under way when
      // the run ends is done by the run's end (support/template-database.ts), which drops every copy the run made.
      adminQuery(adminUrl, `drop database if exists ${name} with (force)`, template.copies).catch(() => {});
    },
  };
}

/*
 * PostgreSQL: one copy of the template made ahead per test worker, for its next file. Its name is the run's (so
 * runs sharing a server never collide, and the run's end finds every copy), the worker's and a count.
 */
const workerTag = randomBytes(3).toString("hex");
let copies = 0;
let copyAhead: Promise<string> | undefined;
function copyTemplate(adminUrl: string, template: { name: string; copies: string }) {
  const name = `${template.copies}${workerTag}_${++copies}`;
  const copied = adminQuery(
    adminUrl,
    [`create database ${name} template ${template.name}`, withoutWaitingForTheDisk(name)],
    template.copies,
  ).then(() => name);
  // A copy no file comes for is never awaited; a failed one fails the file that awaits it.
  copied.catch(() => {});
  return copied;
}
