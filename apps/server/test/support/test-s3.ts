import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3StorageOptions } from "../../src/storage/s3-file-storage";

/** s3rver keeps each object as a file with this suffix (next to its metadata). */
const OBJECT_SUFFIX = "._S3rver_object";

/**
 * A local S3-compatible server (s3rver, from npm) on a free port with one empty bucket: S3 itself cannot be reached
 * from the tests. Its signature checks are on, so a wrong key is refused as S3 would.
 */
export async function startTestS3(bucket = "pp-test-files") {
  const directory = await mkdtemp(path.join(os.tmpdir(), "pp-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const options: S3StorageOptions = {
    bucket,
    region: "me-central-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  };
  return {
    options,
    port,
    /** The settings a server process or a CLI needs to use this bucket, as an operator would set them. */
    env: {
      S3_BUCKET: bucket,
      S3_REGION: options.region,
      S3_ENDPOINT: options.endpoint!,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    /** Every key the bucket holds (read from the server's folder: the check must not trust the store under test). */
    async keys() {
      const root = path.join(directory, bucket);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile() && e.name.endsWith(OBJECT_SUFFIX))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name.slice(0, -OBJECT_SUFFIX.length))))
        .sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3 = Awaited<ReturnType<typeof startTestS3>>;
