import { type ChildProcess, execFile, spawn } from "node:child_process";
import { accessSync, closeSync, constants, existsSync, openSync } from "node:fs";
import { cp, mkdtemp, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { writeHarnessState } from "./harness-state";
import { createJourneyDatabase } from "./journey-database";
import { commissionCli, partnersCli, repoRoot, serverMain, webIndex } from "./paths";
import { BROKERAGE_COMMISSION, BROKERAGE_OTHER_AGENT, TEST_PARTNERS } from "./test-partners";

const run = promisify(execFile);
// Migrating a fresh embedded database and seeding the demo data takes seconds alone, and over a minute on a 2-core
// machine loaded by other runs (seen: 86 s at a load of 19): the journeys wait for it rather than fail at the start.
const HEALTH_TIMEOUT_MS = 240_000;

/**
 * Starts the real product for the journeys: a fresh embedded database in a temp DATA_DIR, the test-only
 * partners added through the operator CLI, then the built server (which also serves the built web app).
 */
export default async function globalSetup() {
  for (const file of [serverMain, partnersCli, commissionCli, webIndex]) {
    if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run \`npm run build\` first.`);
  }
  const dataDir = await mkdtemp(path.join(memoryBackedDir(), "pp-e2e-"));
  // The server serves a copy of the built web app, so a `vite build` running meanwhile (it empties
  // apps/web/dist first) cannot pull the pages from under a test.
  const webDist = path.join(dataDir, "web");
  await cp(path.dirname(webIndex), webDist, { recursive: true });
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  // The journeys always run on a database of their own (journey-database.ts): DATABASE_URL as passed on (CI sets it
  // for the API tests) is shared, and they would find last run's partners there.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const databaseUrl = await createJourneyDatabase();
  const env = {
    ...inherited,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: "test",
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: baseURL,
    MAIL_POLL_INTERVAL_MS: "200",
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? "warn",
  };

  // All of them with one run of the CLI: each run opens the embedded database anew, seconds on a loaded machine.
  const partnersFile = path.join(dataDir, "test-partners.json");
  const partners = Object.values(TEST_PARTNERS).map(({ flags, ...p }) => ({
    ...p,
    flags: flags.split(",").filter(Boolean),
  }));
  await writeFile(partnersFile, JSON.stringify(partners));
  await run(process.execPath, [partnersCli, "import", "--file", partnersFile], { cwd: repoRoot, env });
  await addBrokerage(dataDir, env);

  // The log goes straight to a file, so the server never writes into a pipe nobody reads.
  const log = openSync(path.join(dataDir, "server.log"), "a");
  const server = spawn(process.execPath, [serverMain], { cwd: repoRoot, env, stdio: ["ignore", log, log] });
  closeSync(log);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, dataDir);
  server.unref();

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SERVER_PID = String(server.pid);
  writeHarnessState({ baseURL, dataDir, serverPid: server.pid ?? 0, databaseUrl });
}

/**
 * The brokerage's other agent and the journeys' commission rules (test-partners.ts), with the operator's commands, before
 * the server starts: the embedded database is the server's alone once it runs.
 */
async function addBrokerage(dataDir: string, env: NodeJS.ProcessEnv) {
  const other = BROKERAGE_OTHER_AGENT;
  await run(
    process.execPath,
    [
      partnersCli,
      "add-user",
      "--partner",
      TEST_PARTNERS.brokerage.userId,
      "--role",
      "agent",
      "--user-id",
      other.userId,
      "--name",
      other.name,
      "--email",
      other.email,
      "--password",
      other.password,
    ],
    { cwd: repoRoot, env },
  );
  const rates = path.join(dataDir, "commission-rates.csv");
  const splits = path.join(dataDir, "commission-splits.csv");
  await writeFile(rates, BROKERAGE_COMMISSION.rates);
  await writeFile(splits, BROKERAGE_COMMISSION.splits);
  await run(process.execPath, [commissionCli, "load", rates, splits], { cwd: repoRoot, env });
}

/**
 * Where the run's data lives: in memory (/dev/shm) where the machine has it, else the temp folder. The embedded
 * database writes its files there on every commit; the run throws them away at its end, so nothing is gained by
 * a disk, and the fresh database's migration and seeding before the first test is the harness's longest wait.
 */
function memoryBackedDir(): string {
  const shm = "/dev/shm";
  try {
    accessSync(shm, constants.W_OK);
    return shm;
  } catch {
    return os.tmpdir();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, dataDir: string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exited: number | null = null;
  server.once("exit", (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`The server exited with code ${exited} before it was healthy; see ${dataDir}/server.log`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill("SIGTERM");
  throw new Error(`The server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s; see ${dataDir}/server.log`);
}
