import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStorageKey, type FileStorage } from "./file-storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset = AWS's own endpoint for the region. */
  endpoint?: string;
  /** bucket in the path (`https://host/bucket/key`) rather than in the host name; most S3-compatible services want it. */
  forcePathStyle?: boolean;
  /** Only tests pass these; otherwise the SDK's usual chain (AWS_ACCESS_KEY_ID…, AWS_PROFILE, web identity, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Key that never exists: reading it proves the bucket answers and the credentials are accepted. */
const PROBE_KEY = "health/readiness-probe";

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.name === "NotFound");

function s3Client(options: S3StorageOptions) {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    maxAttempts: 3,
    // A store that hangs fails the request (and the readiness check) instead of holding it for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * Files as objects in one bucket. A PUT makes the object visible only once all of it has arrived (S3 never shows a
 * partial object), and the SHA-256 sent with it makes S3 refuse a body damaged on the way; the same digest is kept
 * in the object's metadata so a copy or a restore can be checked without the database.
 */
export function s3FileStorage(
  options: S3StorageOptions,
  client = s3Client(options),
): FileStorage & { client: S3Client } {
  const Bucket = options.bucket;
  const read = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  };
  return {
    kind: "s3",
    location: `s3://${Bucket} (${options.region}${options.endpoint ? `, ${options.endpoint}` : ""})`,
    client,
    async put(key, body) {
      const digest = createHash("sha256").update(body);
      const hex = digest.copy().digest("hex");
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertStorageKey(key),
          Body: body,
          ContentLength: body.length,
          ChecksumSHA256: digest.digest("base64"),
          Metadata: { sha256: hex },
        }),
      );
    },
    async get(key) {
      const object = await read(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    },
    async open(key) {
      const object = await read(key);
      if (!object?.Body) return undefined;
      return { body: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
    },
    async has(key) {
      return (await describeObject(client, Bucket, key)) !== undefined;
    },
    async remove(key) {
      // Deleting a missing object succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
    async ping() {
      try {
        await client.send(new GetObjectCommand({ Bucket, Key: PROBE_KEY }));
      } catch (err) {
        if (err instanceof S3ServiceException && err.name === "NoSuchKey") return;
        throw err;
      }
    },
  };
}

/** Size and recorded SHA-256 of an object, or undefined when it is not there (the copy command compares them). */
export async function describeObject(client: S3Client, bucket: string, key: string) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }));
    return { size: Number(head.ContentLength ?? 0), sha256: head.Metadata?.sha256 };
  } catch (err) {
    if (notFound(err)) return undefined;
    throw err;
  }
}

/** Reads an object whole and hashes it: what the bucket really holds, not what its metadata says. */
export async function hashObject(client: S3Client, bucket: string, key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }));
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of object.Body as Readable) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}
