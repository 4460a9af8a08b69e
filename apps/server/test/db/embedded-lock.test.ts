import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client";
import { EMBEDDED_LOCK_FILE, EmbeddedDatabaseInUse } from "../../src/db/embedded-lock";
import { builtServer, serverDir } from "../support/server-process";

const run = promisify(execFile);

/** A process id no running process has: a child that has already exited. */
async function deadPid() {
  const child = execFile(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

// Each test opens one or two fresh embedded databases, each migrated on opening: seconds each, and several times that
// on a loaded 2-core machine, where the default 30 s was seen to run out.
describe("one process per embedded database folder", { timeout: 90_000 }, () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pp-lock-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("refuses a second opening of the folder while the first is open, and allows it once the first closed", async () => {
    const first = await openDatabase({ dataDir });
    const refused = await openDatabase({ dataDir }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(EmbeddedDatabaseInUse);
    expect((refused as Error).message).toContain(`open in another process (pid ${process.pid})`);
    await first.close();
    expect(existsSync(path.join(dataDir, EMBEDDED_LOCK_FILE))).toBe(false);
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it("takes over a lock left by a process that died, and an empty one", async () => {
    for (const leftover of [String(await deadPid()), ""]) {
      await mkdir(dataDir, { recursive: true });
      await writeFile(path.join(dataDir, EMBEDDED_LOCK_FILE), leftover);
      const database = await openDatabase({ dataDir });
      expect(await readFile(path.join(dataDir, EMBEDDED_LOCK_FILE), "utf8")).toBe(String(process.pid));
      await database.close();
    }
  });

  it("the partners command says the portal holds the folder instead of writing to a copy the portal never reads", async () => {
    const portal = await openDatabase({ dataDir });
    try {
      const result = await run(process.execPath, [await builtServer("partners-cli.js"), "list"], {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), DATA_DIR: dataDir },
      }).catch((err: { code: number; stderr: string }) => err);
      expect(result).toMatchObject({ code: 1 });
      expect((result as { stderr: string }).stderr).toContain(
        `The embedded database in ${dataDir} is open in another process (pid ${process.pid}), and only one process may use it.`,
      );
    } finally {
      await portal.close();
    }
  }, 60_000);
});
