import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openConfiguredStorage } from "../storage/configured-storage";
import { restoreCheck } from "./restore-check";

const USAGE = `Backup checks (uses DATABASE_URL and the file storage settings like the server)

  npm run backup -- restore-check --dump FILE [--keep]

Restores FILE (made with pg_dump -Fc) into a new scratch database on DATABASE_URL's server, checks that its schema is
at this version's migration, counts the records, and checks that every document the records name is in the file
store (S3_BUCKET, or DATA_DIR/files) with its recorded size. The scratch database is dropped afterwards (--keep
leaves it). Exit status 0 only when every check passed.`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command !== "restore-check") {
    console.log(USAGE);
    return command === undefined || command === "help" ? 0 : 2;
  }
  const { values } = parseArgs({ args: rest, options: { dump: { type: "string" }, keep: { type: "boolean" } } });
  if (!values.dump) {
    console.error("restore-check needs the backup: --dump FILE (made with pg_dump -Fc).");
    return 2;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error("restore-check needs DATABASE_URL: the PostgreSQL server to restore the scratch copy on.");
    return 2;
  }
  const storage = openConfiguredStorage(config);
  const report = await restoreCheck({
    dumpFile: path.resolve(values.dump),
    serverUrl: config.DATABASE_URL,
    storage,
    keep: values.keep,
    log: (line) => console.log(line),
  });
  const { migrations, rows, documents } = report;
  console.log(
    [
      `schema: migration ${migrations.restored} of the ${migrations.known} this version knows${migrations.restored === migrations.known ? "" : " (MISMATCH)"}`,
      `records: ${Object.entries(rows)
        .map(([t, n]) => `${t} ${n}`)
        .join(", ")}`,
      `files named by the records, checked in ${storage.location}: ${documents.checked}`,
      `documents missing from the file store: ${documents.missing.length}`,
      `documents whose size differs from the record: ${documents.wrongSize.length}`,
      ...documents.missing.map((k) => `  missing: ${k}`),
      ...documents.wrongSize.map((k) => `  wrong size: ${k}`),
      report.ok ? "restore check passed" : "restore check FAILED",
      values.keep ? `scratch database kept: ${report.database}` : "scratch database dropped",
    ].join("\n"),
  );
  return report.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
