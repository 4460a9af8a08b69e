import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded documents and generated PDFs live. Local disk by default; an S3-compatible store at scale. */
export type FileStorage = {
  put(key: string, body: Buffer): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file if it is there. */
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Files under DATA_DIR/files, a folder the web server never serves. Writes are atomic (temp file + rename). */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
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
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw err;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
