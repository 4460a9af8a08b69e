import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createMetrics } from "../../src/metrics/metrics";
import { authCookies, unconfirmedDeliveries } from "../../src/modules/identity";
import { type CpuPool, createCpuPool } from "../../src/process/cpu-pool";
import { type FileStorage, localFileStorage } from "../../src/storage/file-storage";
import { s3FileStorage } from "../../src/storage/s3-file-storage";
import { noteLoggedLine } from "./answer-schema-failures";
import { checkAnswersAgainstDocument } from "./openapi-contract";
import { createTestDatabase } from "./test-database";
import { startTestS3 } from "./test-s3";

export const TEST_ORIGIN = "http://localhost:3000";

/*
 * The test worker's CPU pools, one per size (threads and queue), shared by its test apps (scripts/test-all.sh runs the
 * API test files of a worker with --no-isolate): a pool thread loads tsx and every renderer before its first task, seconds
 * each time.
 */
const workerPools = new Map<string, CpuPool>();
function workerPool(size: { threads: number; maxQueue: number; timeLimitMs?: number }) {
  const key = `${size.threads}/${size.maxQueue}/${size.timeLimitMs ?? "default"}`;
  let pool = workerPools.get(key);
  if (!pool) {
    pool = createCpuPool(size);
    workerPools.set(key, pool);
  }
  return pool;
}

export type TestStorageKind = "disk" | "s3";
/** Tests that run once per kind of file storage. */
export const STORAGE_KINDS: TestStorageKind[] = ["disk", "s3"];

/** A fresh file store: a temp folder, or a bucket on a local S3-compatible server. `keys()` lists what it holds. */
export async function createTestStorage(kind: TestStorageKind): Promise<{
  storage: FileStorage;
  keys(): Promise<string[]>;
  close(): Promise<void>;
}> {
  if (kind === "s3") {
    const s3 = await startTestS3();
    return { storage: s3FileStorage(s3.options), keys: s3.keys, close: s3.close };
  }
  const filesDir = await mkdtemp(path.join(os.tmpdir(), "pp-files-"));
  return {
    storage: localFileStorage(filesDir),
    async keys() {
      const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)))
        .sort();
    },
    close: () => rm(filesDir, { recursive: true, force: true }),
  };
}

/**
 * The real app on a fresh database with the demo partners; `logs` collects every log line written. Files go to a
 * temp folder, or (`storage: "s3"`) to a bucket of a local S3-compatible server. Every answer is held to the served
 * OpenAPI document (support/openapi-contract.ts); `close()` fails the test file with whatever broke it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { storage?: TestStorageKind; withMetrics?: boolean } = {},
) {
  // The configuration first: one that is refused leaves no database behind.
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: "/nonexistent-web-dist",
    DATA_DIR: "/nonexistent-data-dir",
    ...env,
  });
  // A copy of the run's template: the reference data and the demo partners are in it.
  const database = await createTestDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      noteLoggedLine(String(chunk));
      done();
    },
  });
  const files = await createTestStorage(options.storage ?? "disk");
  const storage = files.storage;
  const metrics = options.withMetrics
    ? createMetrics(database.db, { unconfirmedNotices: () => unconfirmedDeliveries(database.db) })
    : undefined;
  const cpu = workerPool({
    threads: config.cpuThreads,
    maxQueue: config.CPU_POOL_QUEUE,
    timeLimitMs: config.CPU_TASK_TIME_LIMIT_MS,
  });
  const app = await buildApp({ config, database, storage, logStream: stream, metrics, cpu });
  const contract = checkAnswersAgainstDocument(app, config);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    logs,
    storage,
    metrics,
    databaseUrl: database.url,
    /** Every key the file store holds. */
    storedKeys: files.keys,
    /** Answers that broke the OpenAPI document so far (a test that means to break it reads and empties this). */
    contractViolations: contract.violations,
    async close() {
      await app.close();
      await database.drop();
      await files.close();
      if (contract.violations.length > 0) {
        throw new Error(`answers that break the OpenAPI document:\n${[...new Set(contract.violations)].join("\n")}`);
      }
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The request header that carries a session token, under the cookie name the app's configuration uses. */
export const sessionHeader = (t: Pick<TestApp, "config">, token: string) => ({
  cookie: `${authCookies(t.config.isProduction).session.name}=${token}`,
});

/** The session token a sign-in set (`pp_session`, or `__Host-pp_session` in production). */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const c = response.cookies.find((x) => x.name === "pp_session" || x.name === "__Host-pp_session");
  if (!c) throw new Error("no session cookie set");
  return c.value;
}

/** Signs in with the password only; for a partner with a second factor see support/two-factor.ts. */
export async function signInAs(t: TestApp, userId: string, password = "Portal#Demo2026") {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userId, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${userId} failed: ${res.statusCode} ${res.body}`);
  if (res.json().next !== "done") throw new Error(`sign-in as ${userId} needs a further step: ${res.body}`);
  return sessionCookieOf(res);
}
