import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../src/db/schema";
import { s3FileStorage } from "../../src/storage/s3-file-storage";
import { pngBytes } from "../support/files";
import { api } from "../support/journey";
import { createQuotationAs, validMember } from "../support/quotation-fixtures";
import { builtServer, serverDir } from "../support/server-process";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";
import { testBackend } from "../support/test-database";
import { startTestS3, type TestS3 } from "../support/test-s3";

const exec = promisify(execFile);

/**
 * `restore-check` of the backup CLI, built as it ships (backup-cli.js), as an operator runs it (asynchronously: the S3
 * server lives in this process).
 */
async function restoreCheck(dump: string, s3: TestS3) {
  try {
    const { stdout } = await exec(
      process.execPath,
      [await builtServer("backup-cli.js"), "restore-check", "--dump", dump],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_OPTIONS: "--no-warnings",
          ...s3.env,
        },
      },
    );
    return { status: 0, stdout };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { status: e.code ?? 1, stdout: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

/** A backup of the database and the bucket, restored into a scratch database and checked, as docs/operations.md says. */
describe.skipIf(testBackend !== "postgres")("restoring a backup", () => {
  let s3: TestS3;
  let t: TestApp;
  let dir: string;
  let dump: string;
  let storageKey: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({}, { storage: "s3" });
    // The test app has its own bucket; the backup's files are copied into the one the command will check.
    const cookie = await signInAs(t, "agent.all");
    const q = await createQuotationAs(t, cookie);
    const memberSno = (await api(t, cookie).post(`/api/quotations/${q.quotationId}/members`, validMember())).json()
      .members[0].member_sno;
    const uploaded = await api(t, cookie).upload(
      `/api/quotations/${q.quotationId}/documents`,
      { flag: "D", memberSno: String(memberSno), documentType: "photograph" },
      { name: "photo.png", bytes: pngBytes(5000) },
    );
    expect(uploaded.statusCode).toBe(201);
    const [row] = await t.db.select().from(documents);
    storageKey = row!.storageKey;
    await s3FileStorage(s3.options).put(storageKey, (await t.storage.get(storageKey))!);
    dir = await mkdtemp(path.join(os.tmpdir(), "pp-backup-"));
    dump = path.join(dir, "portal.dump");
    await exec("pg_dump", ["--format=custom", "--file", dump, t.databaseUrl!]);
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("restores it into a scratch database and finds the schema, the records and every file", async () => {
    const result = await restoreCheck(dump, s3);
    expect(result.stdout).toMatch(/schema: migration (\d+) of the \1 this version knows\n/);
    expect(result.stdout).toMatch(/quotations 1, .*documents 1/);
    expect(result.stdout).toContain("documents missing from the file store: 0");
    expect(result.stdout).toContain("restore check passed");
    expect(result.stdout).toContain("scratch database dropped");
    expect(result.status).toBe(0);
  }, 60_000);

  it("fails, naming the document, when the bucket lost a file the records need", async () => {
    await s3FileStorage(s3.options).remove(storageKey);
    const result = await restoreCheck(dump, s3);
    expect(result.stdout).toContain(`missing: ${storageKey}`);
    expect(result.stdout).toContain("restore check FAILED");
    expect(result.status).toBe(1);
  }, 60_000);
});
