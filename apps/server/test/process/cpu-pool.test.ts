import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { CPU_POOL_TIMEOUT_MESSAGE, planTitle, wordsSaid } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { CpuTaskTooLong, createCpuPool } from "../../src/process/cpu-pool";
import { censusCsv, censusRow } from "../modules/quotation/census/census-files";
import { builtServer, runNode, startServerProcess } from "../support/server-process";

describe("the CPU pool", () => {
  it("runs a task on another thread than the event loop's and hands Buffers back as Buffers", async () => {
    const pool = createCpuPool({ threads: 1, maxQueue: 32 });
    try {
      const sent = Buffer.from("census bytes ".repeat(1000));
      const answer = await pool.run("probe", sent);
      expect(answer.threadId).not.toBe(threadId);
      expect(Buffer.isBuffer(answer.bytes)).toBe(true);
      expect(answer.bytes.equals(sent)).toBe(true);
      // Tasks beyond the threads wait their turn instead of failing.
      const many = await Promise.all([1, 2, 3].map(() => pool.run("probe", Buffer.from("x"))));
      expect(many.map((a) => a.bytes.toString())).toEqual(["x", "x", "x"]);
    } finally {
      await pool.close();
    }
  });
});

describe("the domain's words on the pool's threads", () => {
  it("cross with a task's input: a string said with values on this thread is translated on the other", async () => {
    const pool = createCpuPool({ threads: 1, maxQueue: 32 });
    try {
      const title = planTitle("hplus", `Gold ${process.pid}`);
      expect(wordsSaid(title)?.values).toBeDefined();
      expect(await pool.run("inArabic", title)).toBe(
        `خطة \u2066H+\u2069 الصحية المحسّنة (\u2068Gold ${process.pid}\u2069)`,
      );
      // A string nobody said stays as it came.
      expect(await pool.run("inArabic", "Gold plan from a real gateway")).toBe("Gold plan from a real gateway");
    } finally {
      await pool.close();
    }
  });
});

describe("the CPU pool's time limit", () => {
  it("stops a task that runs past it with a clear 503, and the pool goes on with a fresh thread", async () => {
    // A fresh thread's first task loads the sources: seconds on a busy machine, and past 15 s once on a 2-core machine
    // running a clean-clone suite beside three builds; the limit leaves that room, and a task of ten minutes is stopped.
    const pool = createCpuPool({ threads: 1, maxQueue: 4, timeLimitMs: 25_000 });
    try {
      // One within the limit is left alone.
      const first = await pool.run("busyFor", 10);
      const started = Date.now();
      const stopped = await pool.run("busyFor", 600_000).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(stopped).toBeInstanceOf(CpuTaskTooLong);
      expect(stopped).toMatchObject({ statusCode: 503, message: CPU_POOL_TIMEOUT_MESSAGE });
      // The held thread was ended, not left spinning: the next task runs on another.
      const next = await pool.run("busyFor", 10);
      expect(next).not.toBe(first);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe("the CPU pool of the built server", () => {
  it("has a worker entry next to main.js that plain Node runs on a thread of its own", {
    timeout: 60_000,
  }, async () => {
    const worker = new URL(`file://${await builtServer("cpu-worker.js")}`).href;
    const script = `
      import { Piscina } from "piscina";
      const pool = new Piscina({ filename: ${JSON.stringify(worker)}, maxThreads: 1 });
      const { answer } = await pool.run({ task: "probe", input: Buffer.from("built") });
      console.log(JSON.stringify({ threadId: answer.threadId, text: Buffer.from(answer.bytes).toString() }));
      await pool.close();`;
    const printed = JSON.parse(await runNode(["--input-type=module", "-e", script]));
    expect(printed).toEqual({ threadId: expect.any(Number), text: "built" });
    expect(printed.threadId).toBeGreaterThan(0);
  });

  // The built server starts (migrating a fresh embedded database) before the census is read: 120 s ran out at a load
  // of 18 in a whole server run.
  it("reads a census on its pool when the built server runs, and stops cleanly", { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "pp-built-"));
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({ userId: "agent.all", password: "Portal#Demo2026" }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const form = new FormData();
      form.append("uploadedFiles", new Blob([censusCsv([censusRow()])]), "census.csv");
      const read = await fetch(`${server.base}/api/census/read`, {
        method: "POST",
        headers: { cookie, origin: server.base },
        body: form,
      });
      expect(read.status).toBe(200);
      expect(((await read.json()) as { rows: unknown[] }).rows).toEqual([{ row: 2, cells: censusRow() }]);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await server.crash();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
