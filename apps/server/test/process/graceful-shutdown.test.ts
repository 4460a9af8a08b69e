import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../support/server-process";

let dataDir: string;
let server: ServerProcess;

// One node process running the build, so the SIGTERM reaches the server itself and not a wrapper that relays it; it
// is ready when /api/health/ready answers, however long a loaded machine takes.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "pp-shutdown-"));
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
}, 180_000);

afterAll(async () => {
  await server.crash();
  await rm(dataDir, { recursive: true, force: true });
});

/** Waits for a condition a person watching would see, polling; fails with what it waited for after 20 s. */
async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a new connection to the port meets: "connected", or the error's code. */
const connectTo = (port: number) =>
  new Promise<string>((resolve) => {
    const probe = net.connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve("connected");
    });
    probe.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? "error"));
  });

describe("SIGTERM", () => {
  it("lets the request in flight finish, refuses new connections and exits cleanly", async () => {
    const body = JSON.stringify({ userId: "agent.basic", password: "Portal#Demo2026" });
    // A sign-in whose body is still arriving when the signal comes.
    const inFlight = http.request({
      host: "127.0.0.1",
      port: server.port,
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
    // The server has the request once it logs it (headers read, body still arriving).
    await until(() => server.output().includes('"url":"/api/auth/login"'), "the server to log the sign-in");

    server.child.kill("SIGTERM");
    // It stops accepting at once, while the sign-in is still open.
    await until(async () => (await connectTo(server.port)) === "ECONNREFUSED", "new connections to be refused");

    inFlight.end(body.slice(10));
    const result = await answered;
    expect(result.status, result.text).toBe(200);
    expect(JSON.parse(result.text).partner.partner_userid).toBe("agent.basic");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutting down: finishing in-flight requests");
  }, 30_000);
});
