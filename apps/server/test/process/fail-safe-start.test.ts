import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client";
import { seedDemoPartners } from "../../src/modules/identity";
import { PRODUCTION_ENV } from "../support/production-env";
import { builtServer, freePort, serverDir } from "../support/server-process";

/** Only what is written here: nothing of the test runner's own NODE_ENV or DATABASE_URL leaks in. */
const baseEnv = () => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), HOST: "127.0.0.1" });

/** Production, with a mail server that is never reached (the server stops or is stopped before it mails). */
const PRODUCTION = { ...PRODUCTION_ENV, SMTP_URL: "smtp://127.0.0.1:1" };

/** Starts the real server; resolves when it exits, or once it is listening (then stops it). */
async function startServer(env: Record<string, string>) {
  // One node process running the build, so the SIGTERM reaches the server and not a wrapper that relays it.
  const child: ChildProcess = spawn(process.execPath, [await builtServer()], {
    cwd: serverDir,
    env: { ...baseEnv(), PORT: String(await freePort()), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return new Promise<{ outcome: "exited" | "listening"; code: number | null; output: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server neither started nor stopped:\n${output}`));
      // A ceiling, not a wait: a start beside two test workers (migrating a fresh database) can take a minute.
    }, 150_000);
    child.stdout!.on("data", () => {
      if (!output.includes("is running at")) return;
      clearTimeout(timer);
      child.once("exit", (code) => resolve({ outcome: "listening", code, output }));
      child.kill("SIGTERM");
    });
    child.once("exit", (code) => {
      if (output.includes("is running at")) return;
      clearTimeout(timer);
      resolve({ outcome: "exited", code, output });
    });
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "pp-fail-safe-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("start-up", () => {
  it("refuses a deployment on DATABASE_URL that forgot NODE_ENV, before it touches the database", async () => {
    const run = await startServer({
      DATA_DIR: dataDir,
      // Nothing listens there: a server that got as far as the database would fail on the connection instead.
      DATABASE_URL: "postgresql://portal@127.0.0.1:1/portal",
    });
    expect(run.outcome).toBe("exited");
    expect(run.code).toBe(1);
    expect(run.output).toContain("NODE_ENV is not set and DATABASE_URL is, so the portal runs as production");
    expect(run.output).toMatch(
      /PAYMENT_GATEWAY_URL, PAYMENT_PROFILE_ID, PAYMENT_ACCESS_KEY, PAYMENT_SECRET_KEY: required/,
    );
    expect(run.output).toContain("SMTP_URL: required in production");
    expect(run.output).not.toMatch(/ECONNREFUSED|failed to start/);
  }, 180_000);

  it("refuses production while the demo partners exist, names them and the command that removes them", async () => {
    const embedded = path.join(dataDir, "production");
    const database = await openDatabase({ dataDir: embedded });
    await database.migrate();
    await seedDemoPartners(database.db);
    await database.close();
    const env = { ...PRODUCTION, DATA_DIR: embedded };

    const refused = await startServer(env);
    expect(refused.outcome).toBe("exited");
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("the demo partners agent.all, agent.basic, underwriter are in the partners table");
    expect(refused.output).toContain("npm run partners -- remove-demo");

    const cli = await promisify(execFile)(process.execPath, [await builtServer("partners-cli.js"), "remove-demo"], {
      cwd: serverDir,
      env: { ...baseEnv(), ...env },
    });
    expect(cli.stdout).toContain("Removed the demo partners agent.all, agent.basic, underwriter");

    const started = await startServer(env);
    expect(started.outcome, started.output).toBe("listening");
    expect(started.output).not.toContain("demo sign-ins");
    expect(started.output).not.toContain("API docs");
  }, 360_000);
});
