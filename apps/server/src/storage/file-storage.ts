import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** A stored file opened for streaming, with its size for Content-Length. */
export type StoredFile = { body: Readable; size: number };

/**
 * Where uploaded documents and generated PDFs live: local disk by default (one instance), an S3-compatible bucket
 * when several instances share the files. Both stores give the same guarantees: a key holds either the whole file or
 * nothing (never a partial write), and reading a missing key answers undefined instead of failing.
 */
export type FileStorage = {
  kind: "disk" | "s3";
  /** Where the files are, for the start-up banner and the logs (never a credential). */
  location: string;
  put(key: string, body: Buffer): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** The file as a stream (downloads), or undefined when nothing is stored under the key. */
  open(key: string): Promise<StoredFile | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the file if it is there. */
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Keys are made by the server (random ids, policy ids): lower case, no way out of the store. */
export const isStorageKey = (key: string) => SAFE_KEY.test(key) && !key.includes("..");

/** A key the server did not make is a bug, never a path to follow. */
export function assertStorageKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/** Files under DATA_DIR/files, a folder the web server never serves. Writes are atomic (temp file + rename). */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertStorageKey(key));
  return {
    kind: "disk",
    location: root,
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A unique temporary name: two writers of the same key never trip over each other.
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async open(key) {
      const file = resolve(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async has(key) {
      try {
        await access(resolve(key));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}
