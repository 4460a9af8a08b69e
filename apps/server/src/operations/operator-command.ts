import { loadConfig } from "../config";
import type { Db } from "../db/client";
import { EmbeddedDatabaseInUse } from "../db/embedded-lock";
import { openConfiguredDatabase } from "../db/open-configured";

/** What an operator's command may be refused with: a class of error whose message says what to fix. */
type Refusal = abstract new (...args: never[]) => Error;

/** Runs `work` on the configured database (DATA_DIR or DATABASE_URL, as the server), migrated first, and closes it. */
export async function withConfiguredDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command-line entry with the process's arguments and exits with its code. A refusal the operator can act on (one
 * of `refusals`, the embedded database held by the server, a file that is not there) prints its message alone; anything
 * else prints whole.
 */
export function runOperatorCommand(main: (args: string[]) => Promise<number>, refusals: readonly Refusal[]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      const known =
        [...refusals, EmbeddedDatabaseInUse].some((refusal) => err instanceof refusal) ||
        (err instanceof Error && "code" in err && err.code === "ENOENT");
      console.error(known ? (err as Error).message : err);
      process.exit(1);
    },
  );
}
