import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { type FileStorage, isStorageKey } from "./file-storage";
import { describeObject, hashObject } from "./s3-file-storage";

type CopyReport = {
  copied: string[];
  alreadyThere: string[];
  /** In the bucket already with other bytes: left alone, for an operator to look at. */
  conflicts: string[];
  failed: { key: string; error: string }[];
  /** Temp files of writes that never finished, and names the server never makes. */
  skipped: string[];
};

async function filesUnder(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") throw new Error(`There is no folder ${root} to copy from (DATA_DIR/files).`);
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Copies the disk store's files into the bucket under the same keys, so the database's references stay valid.
 * Safe to run again: a file already in the bucket with the same size and SHA-256 is left as it is. Every copy is
 * read back from the bucket and hashed before it counts as copied.
 */
export async function copyToBucket(opts: {
  sourceDir: string;
  target: FileStorage;
  client: S3Client;
  bucket: string;
  onProgress?: (line: string) => void;
}): Promise<CopyReport> {
  const report: CopyReport = { copied: [], alreadyThere: [], conflicts: [], failed: [], skipped: [] };
  for (const key of await filesUnder(opts.sourceDir)) {
    if (key.endsWith(".tmp") || !isStorageKey(key)) {
      report.skipped.push(key);
      continue;
    }
    try {
      const bytes = await readFile(path.join(opts.sourceDir, key));
      const local = { size: bytes.length, sha256: sha256(bytes) };
      const existing = await describeObject(opts.client, opts.bucket, key);
      if (existing) {
        const remote =
          existing.sha256 && existing.size === local.size ? existing : await hashObject(opts.client, opts.bucket, key);
        if (remote.size === local.size && remote.sha256 === local.sha256) report.alreadyThere.push(key);
        else report.conflicts.push(key);
        continue;
      }
      await opts.target.put(key, bytes);
      const stored = await hashObject(opts.client, opts.bucket, key);
      if (stored.size !== local.size || stored.sha256 !== local.sha256) {
        throw new Error(`the bucket holds ${stored.size} bytes (SHA-256 ${stored.sha256}), the disk ${local.size}`);
      }
      report.copied.push(key);
      opts.onProgress?.(`copied ${key} (${local.size} bytes, SHA-256 verified)`);
    } catch (err) {
      report.failed.push({ key, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return report;
}
