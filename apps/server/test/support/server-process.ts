import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

export const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The server built as production runs it (build.mjs: main.js, cpu-worker.js and the command-line tools), once per
 * test worker, in a folder of its own under apps/server (so its npm packages resolve) that the run's end removes
 * (built-server-folder.ts).
 * The tests that start a real server process run this build: from the TypeScript sources, every start and every CPU
 * pool thread compiled the sources again through tsx, about 5 s of CPU each, a dozen times a run.
 * `file` names a file of the build (`main.js`, `partners-cli.js`).
 */
export async function builtServer(file = "main.js") {
  built ??= build();
  return path.join(await built, file);
}
let built: Promise<string> | undefined;
async function build() {
  const outdir = await mkdtemp(path.join(serverDir, inject("builtServerPrefix")));
  await runNode(["build.mjs", path.relative(serverDir, outdir)]);
  return outdir;
}

/** Runs `node` with these arguments in apps/server and gives back what it printed, failing on a non-zero exit. */
export function runNode(args: string[], env?: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: serverDir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`node exited ${code}:\n${output}`))));
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<number | null>;
  /** Kills it at once, as a crash or `kill -9` would, and waits until it is gone. */
  crash(): Promise<void>;
};

/**
 * The real server, built (builtServer) and run by plain `node` in a process of its own, returned once it answers
 * "ready": one process, so a SIGTERM or a SIGKILL reaches the server itself.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  /** What `node` runs in apps/server: the worker's build of main.js by default. */
  args?: string[],
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  args ??= [await builtServer()];
  let output = "";
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "development",
      NODE_OPTIONS: "--no-warnings",
      HOST: "127.0.0.1",
      PORT: String(listenOn),
      PUBLIC_URL: `http://127.0.0.1:${listenOn}`,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${listenOn}`;
  // A ceiling, not a wait: two test workers beside it can make a start (migrating a fresh database) take a minute.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready within 150 s:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    port: listenOn,
    base,
    output: () => output,
    exited,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Resolves once `file` exists (a pause point was reached), failing after `timeoutMs`. */
export async function waitForFile(file: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} did not appear within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls `probe` until it answers something truthy. */
export async function eventually<T>(probe: () => Promise<T>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
