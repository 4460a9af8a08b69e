import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyToBucket } from "../../src/storage/copy-to-bucket";
import { s3FileStorage } from "../../src/storage/s3-file-storage";
import { builtServer, serverDir } from "../support/server-process";
import { startTestS3, type TestS3 } from "../support/test-s3";

let s3: TestS3;
let dataDir: string;
const files: Record<string, Buffer> = {
  "documents/ab/ab12cd34-0000-4000-8000-000000000001": randomBytes(50_000),
  "documents/cd/cd12cd34-0000-4000-8000-000000000002": randomBytes(10),
  "policies/7/receipt.pdf": Buffer.from("%PDF-1.4 receipt"),
};

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "pp-copy-"));
  for (const [key, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, "files", key)), { recursive: true });
    await writeFile(path.join(dataDir, "files", key), bytes);
  }
  // What a write cut short by a crash leaves behind on disk.
  await writeFile(path.join(dataDir, "files", "documents/ab/unfinished.1234.tmp"), "half");
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The CLI, built as it ships beside the server (storage-cli.js); asynchronously, since the S3 server lives in this very
 * process.
 */
async function cli(env: Record<string, string>) {
  const storageCli = await builtServer("storage-cli.js");
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [storageCli, "copy-to-bucket"],
      { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: "--no-warnings", ...env } },
      (err, stdout, stderr) => resolve({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const run = () => {
  const target = s3FileStorage(s3.options);
  return copyToBucket({
    sourceDir: path.join(dataDir, "files"),
    target,
    client: target.client,
    bucket: s3.options.bucket,
  });
};

describe("copying the disk's files to the bucket", () => {
  it("copies every file under its own key, verified, and skips unfinished temp files", async () => {
    const report = await run();
    expect(report.copied.sort()).toEqual(Object.keys(files).sort());
    expect(report.skipped).toEqual(["documents/ab/unfinished.1234.tmp"]);
    expect(report.failed).toEqual([]);
    expect(await s3.keys()).toEqual(Object.keys(files).sort());
    const storage = s3FileStorage(s3.options);
    for (const [key, bytes] of Object.entries(files)) expect((await storage.get(key))?.equals(bytes)).toBe(true);
  });

  it("copies nothing twice when run again", async () => {
    const report = await run();
    expect(report.copied).toEqual([]);
    expect(report.alreadyThere.sort()).toEqual(Object.keys(files).sort());
  });

  it("reports, and never overwrites, a key the bucket holds with other bytes", async () => {
    const key = "documents/cd/cd12cd34-0000-4000-8000-000000000002";
    const other = Buffer.from("not the same file");
    await s3FileStorage(s3.options).put(key, other);
    const report = await run();
    expect(report.conflicts).toEqual([key]);
    expect((await s3FileStorage(s3.options).get(key))?.equals(other)).toBe(true);
  });

  it("runs as `npm run storage -- copy-to-bucket`, prints the report and fails while a conflict remains", async () => {
    const result = await cli({
      ...s3.env,
    });
    expect(result.stdout).toContain("already in the bucket with the same bytes: 2");
    expect(result.stdout).toContain("in the bucket with other bytes (left alone): 1");
    expect(result.stdout).toContain("conflict: documents/cd/cd12cd34-0000-4000-8000-000000000002");
    expect(result.status).toBe(1);
  });

  it("says what is missing when no bucket is configured", async () => {
    const result = await cli({ S3_BUCKET: "" });
    expect(result.stderr).toContain("set S3_BUCKET and S3_REGION");
    expect(result.status).toBe(2);
  });
});
