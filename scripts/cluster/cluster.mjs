// Several portal instances on PostgreSQL and an S3-compatible store, behind nginx, on this machine.
// Used by `npm run cluster` (scripts/cluster/main.mjs) and by the cluster test (e2e/cluster).
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nginxConfig } from "./nginx-config.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverMain = path.join(repoRoot, "apps/server/dist/main.js");
const webIndex = path.join(repoRoot, "apps/web/dist/index.html");
const BUCKET = "pp-cluster-files";
/** The local S3 stand-in's fixed key pair (nothing secret: it exists only on this machine). */
const S3_KEYS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

/** A port the system has free now (never a well-known one: PostgreSQL, Redis, RabbitMQ… live below the range). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** nginx from Debian, installed by scripts/ensure-nginx.sh when it is missing and it can be. */
function nginxBinary() {
  try {
    return execFileSync("bash", [path.join(repoRoot, "scripts/ensure-nginx.sh")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }).trim();
  } catch {
    throw new Error("nginx is needed for the cluster (see the message above).");
  }
}

/** Creates the database when it does not exist (`fresh`: drops it first). */
async function ensureDatabase(url, { fresh }) {
  const pg = (await import("pg")).default;
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`The cluster's database name "${name}" must be a plain name.`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect().catch((err) => {
    throw new Error(`PostgreSQL at ${admin.host} is not reachable (${err.message}). Start it or set DATABASE_URL.`);
  });
  try {
    if (fresh) await c.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await c.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
}

export async function dropDatabase(url) {
  const pg = (await import("pg")).default;
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = "/postgres";
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

async function waitFor(url, { process: child, what, timeoutMs = 90_000, logFile }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * Starts instance `index` of a cluster described by `state` (from startCluster, possibly read back from a file by
 * another process), detached, logging to its own file. Returns its pid once it answers ready.
 */
export async function startInstance(state, index) {
  const instance = state.instances[index];
  mkdirSync(instance.dataDir, { recursive: true });
  const log = openSync(instance.logFile, "a");
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: { ...process.env, ...state.instanceEnv, ...instance.env },
    stdio: ["ignore", log, log],
    detached: true,
  });
  closeSync(log);
  await waitFor(`http://127.0.0.1:${instance.port}/api/health/ready`, {
    process: child,
    what: instance.name,
    logFile: instance.logFile,
  });
  child.unref();
  instance.pid = child.pid;
  return child.pid;
}

/** SIGKILL, as a crash would, and waits until the process is gone. */
export async function killInstance(state, index) {
  const instance = state.instances[index];
  try {
    process.kill(instance.pid, "SIGKILL");
  } catch {
    return;
  }
  while (isRunning(instance.pid)) await new Promise((r) => setTimeout(r, 50));
}

export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the S3-compatible server (in this process), the instances (together, so their start-up races: migrations
 * and seeding must take turns) and nginx in front. `extraEnv` goes to every instance.
 */
export async function startCluster({ dir, databaseUrl, freshDatabase = false, instances = 2, port, extraEnv = {} }) {
  for (const file of [serverMain, webIndex]) {
    if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run \`npm run build\` first.`);
  }
  const nginx = nginxBinary();
  await ensureDatabase(databaseUrl, { fresh: freshDatabase });
  mkdirSync(dir, { recursive: true });

  const S3rver = (await import("@20minutes/s3rver")).default;
  const s3Dir = path.join(dir, "s3");
  mkdirSync(s3Dir, { recursive: true });
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3.run();

  const nginxPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${nginxPort}`;
  const state = {
    url,
    dir,
    databaseUrl,
    bucket: BUCKET,
    s3Endpoint: `http://127.0.0.1:${s3Port}`,
    s3Dir,
    nginx: { pid: 0, port: nginxPort, accessLog: path.join(dir, "nginx", "access.log") },
    instanceEnv: {
      NODE_ENV: "development",
      NODE_OPTIONS: "--no-warnings",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: url,
      // Only nginx on this machine is believed about the client's address.
      TRUST_PROXY: "127.0.0.1",
      S3_BUCKET: BUCKET,
      S3_REGION: "me-central-1",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: "true",
      ...S3_KEYS,
      MAIL_POLL_INTERVAL_MS: "250",
      LOG_LEVEL: "info",
      ...extraEnv,
    },
    instances: [],
  };
  for (let i = 0; i < instances; i++) {
    const name = `instance-${i + 1}`;
    const instancePort = await freePort();
    state.instances.push({
      name,
      port: instancePort,
      metricsPort: await freePort(),
      dataDir: path.join(dir, name),
      logFile: path.join(dir, `${name}.log`),
      pid: 0,
      env: {},
    });
    const instance = state.instances[i];
    instance.env = {
      PORT: String(instancePort),
      METRICS_PORT: String(instance.metricsPort),
      DATA_DIR: instance.dataDir,
    };
  }
  await Promise.all(state.instances.map((_, i) => startInstance(state, i)));

  const nginxDir = path.join(dir, "nginx");
  mkdirSync(path.join(nginxDir, "temp"), { recursive: true });
  writeFileSync(
    path.join(nginxDir, "nginx.conf"),
    nginxConfig({ dir: nginxDir, port: nginxPort, instances: state.instances.map((i) => i.port) }),
  );
  const nginxLog = openSync(path.join(nginxDir, "nginx.out"), "a");
  const proxy = spawn(nginx, ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf")], {
    stdio: ["ignore", nginxLog, nginxLog],
    detached: true,
  });
  closeSync(nginxLog);
  await waitFor(`${url}/api/health/ready`, {
    process: proxy,
    what: "nginx",
    logFile: path.join(nginxDir, "error.log"),
  });
  proxy.unref();
  state.nginx.pid = proxy.pid;

  return {
    state,
    /** Stops nginx, the instances (SIGTERM: they finish what is in flight) and the S3 server. */
    async stop() {
      await stopProcesses(state);
      await s3.close();
    },
  };
}

/** Stops nginx and every instance of `state`, waiting for each to be gone. */
export async function stopProcesses(state) {
  const pids = [state.nginx.pid, ...state.instances.map((i) => i.pid)].filter((p) => p > 0);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 15_000;
  for (const pid of pids) {
    while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isRunning(pid)) process.kill(pid, "SIGKILL");
  }
}

export const readState = (file) => JSON.parse(readFileSync(file, "utf8"));
export const writeState = (file, state) => writeFileSync(file, JSON.stringify(state, null, 2));
