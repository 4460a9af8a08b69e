// Shared by the bench scripts: a scratch database, the built server on it, sign-in, and result rows.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Debian's Chromium (CHROMIUM_PATH to use another) with the flags every bench launches it with. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Where the run's data lives: PGlite in a temp folder, or (BENCH_DB=postgres) a fresh database next to
 * DATABASE_URL's (default postgresql://postgres@127.0.0.1:5432/test), dropped by `drop()`.
 */
export async function benchEnv() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pp-bench-"));
  if (process.env.BENCH_DB !== "postgres") {
    return {
      label: "PGlite",
      vars: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const pg = (await import("pg")).default;
  const admin = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
  const name = `pp_bench_${Date.now()}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    label: "PostgreSQL",
    // Not production: the bench's seed and server use the sandbox gateway and the demo data on this database.
    vars: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), NODE_ENV: "test" },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

/** Starts apps/server/dist/main.js on `env` (a benchEnv's vars); without one, on its own scratch PGlite. */
export async function startServer({ port = 3400, env } = {}) {
  const own = env ? null : await benchEnv();
  const vars = env ?? own.vars;
  const serverEnv = { ...process.env, PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "test", ...vars };
  if (!vars.DATABASE_URL) delete serverEnv.DATABASE_URL;
  // BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while a bench runs. BENCH_SERVER_MAIN
  // runs another build of the server (an earlier commit's `apps/server/dist`, copied inside the repository so that its
  // packages resolve), to compare servers as WEB_DIST_DIR compares web apps.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);
  const main = path.resolve(repoRoot, process.env.BENCH_SERVER_MAIN ?? "apps/server/dist/main.js");
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pid: child.pid,
    /** Resident memory of the server process now, and its peak so far (kB), from /proc. */
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rssKb: kb("VmRSS"), peakKb: kb("VmHWM") };
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await own?.drop();
    },
  };
}

/**
 * One server per web build (`dirs`, each served as WEB_DIST_DIR) on ports from `firstPort`, each with its own scratch
 * database: builds compared in one sitting. `stopBuildServers` stops them and drops their databases.
 */
export async function startBuildServers(dirs, firstPort) {
  const servers = [];
  for (const [i, dir] of dirs.entries()) {
    const env = await benchEnv();
    servers.push({
      dir,
      env,
      server: await startServer({ port: firstPort + i, env: { ...env.vars, WEB_DIST_DIR: dir } }),
    });
  }
  return servers;
}

export async function stopBuildServers(servers) {
  for (const s of servers) {
    await s.server.stop();
    await s.env.drop();
  }
}

/** The middle value of `xs` (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function signIn(base, userId = "agent.all", password = "Portal#Demo2026") {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get("set-cookie").split(";")[0];
}

export function summarise(name, result) {
  return {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}
