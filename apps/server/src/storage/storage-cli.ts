import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { copyToBucket } from "./copy-to-bucket";
import { s3FileStorage } from "./s3-file-storage";

const USAGE = `File storage operations (uses DATA_DIR and the S3_* settings like the server)

  npm run storage -- copy-to-bucket [--from DIR]

copy-to-bucket copies every file under DIR (default DATA_DIR/files) into S3_BUCKET under the same key, reads each
copy back and checks its size and SHA-256. Run it again at will: files already there with the same bytes are left
alone; a key the bucket holds with other bytes is reported and never overwritten. The servers can keep running.`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command !== "copy-to-bucket") {
    console.log(USAGE);
    return command === undefined || command === "help" ? 0 : 2;
  }
  const { values } = parseArgs({ args: rest, options: { from: { type: "string" } } });
  const config = loadConfig();
  if (!config.objectStorage) {
    console.error(
      "copy-to-bucket needs the bucket: set S3_BUCKET and S3_REGION (and S3_ENDPOINT for a non-AWS store).",
    );
    return 2;
  }
  const sourceDir = path.resolve(values.from ?? path.join(config.DATA_DIR, "files"));
  const target = s3FileStorage(config.objectStorage);
  console.log(`Copying ${sourceDir} to ${target.location}`);
  const report = await copyToBucket({
    sourceDir,
    target,
    client: target.client,
    bucket: config.objectStorage.bucket,
    onProgress: (line) => console.log(`  ${line}`),
  });
  console.log(
    [
      `copied and verified: ${report.copied.length}`,
      `already in the bucket with the same bytes: ${report.alreadyThere.length}`,
      `in the bucket with other bytes (left alone): ${report.conflicts.length}`,
      `failed: ${report.failed.length}`,
      `skipped (unfinished temp files, foreign names): ${report.skipped.length}`,
    ].join("\n"),
  );
  for (const key of report.conflicts) console.log(`  conflict: ${key}`);
  for (const f of report.failed) console.log(`  failed: ${f.key}: ${f.error}`);
  for (const key of report.skipped) console.log(`  skipped: ${key}`);
  return report.conflicts.length || report.failed.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
