import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/server-process";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(serverDir, "../../node_modules/.bin/tsx");

let dataDir: string;
let child: ChildProcess;
let port: number;
let output = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "pp-shutdown-"));
  port = await freePort();
  child = spawn(tsx, ["src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
    child.stdout!.on("data", () => {
      if (output.includes("is running at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}, 180_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

describe("SIGTERM", () => {
  it("lets the request in flight finish, refuses new connections and exits cleanly", async () => {
    const body = JSON.stringify({ userId: "agent.basic", password: "Portal#Demo2026" });
    // A sign-in whose body is still arriving when the signal comes.
    const inFlight = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/auth/login",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on("response", (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      inFlight.on("error", reject);
    });
    inFlight.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));

    const refused = await new Promise<string>((resolve) => {
      const probe = net.connect(port, "127.0.0.1");
      probe.once("connect", () => {
        probe.destroy();
        resolve("connected");
      });
      probe.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");

    inFlight.end(body.slice(10));
    const result = await answered;
    expect(result.status, result.text).toBe(200);
    expect(JSON.parse(result.text).partner.partner_userid).toBe("agent.basic");
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down: finishing in-flight requests");
  }, 30_000);
});
