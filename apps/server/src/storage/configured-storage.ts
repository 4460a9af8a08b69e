import path from "node:path";
import type { Config } from "../config";
import { type FileStorage, localFileStorage } from "./file-storage";
import { s3FileStorage } from "./s3-file-storage";

/** The S3 bucket when S3_BUCKET is set (several instances), otherwise DATA_DIR/files on this machine's disk. */
export function openConfiguredStorage(config: Pick<Config, "objectStorage" | "DATA_DIR">): FileStorage {
  return config.objectStorage
    ? s3FileStorage(config.objectStorage)
    : localFileStorage(path.join(config.DATA_DIR, "files"));
}
