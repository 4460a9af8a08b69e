import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
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
 * The real server (src/main.ts, compiled on the fly by tsx's loader, or a build of it) in a process of its own, returned once it answers
 * "ready". One process: `tsx` the command would run the server in a child of its own that a SIGKILL would miss.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  /** What `node` runs in apps/server: the sources by default, or a built main.js. */
  args = ["--import", "tsx", "src/main.ts"],
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
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
  // A ceiling, not a wait: two test workers beside it and tsx compiling the sources can take a minute or more.
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
