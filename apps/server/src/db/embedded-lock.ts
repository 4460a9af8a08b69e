import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database (PGlite) lives in one process's memory and writes its folder only from there: a second process
 * opening the same folder would read a copy the first one never sees and overwrite it. So the first process to open
 * `<dataDir>/pglite.lock` owns the folder; the server, `npm run partners` and `npm run rates` all go through it.
 */
export class EmbeddedDatabaseInUse extends Error {
  override name = "EmbeddedDatabaseInUse";
}

type EmbeddedLock = { release(): void };

export const EMBEDDED_LOCK_FILE = "pglite.lock";

/** True when a process with this id runs (EPERM: it runs under another user). */
function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder for this process, or throws `EmbeddedDatabaseInUse` naming the process that holds it. A lock left
 * by a process that died (crash, SIGKILL) is taken over; so is an empty one, which a process killed between creating
 * and writing the file leaves behind.
 */
export function lockEmbeddedDatabase(dataDir: string): EmbeddedLock {
  const file = path.join(dataDir, EMBEDDED_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = holderOf(file);
      if (holder !== undefined && running(holder))
        throw new EmbeddedDatabaseInUse(
          `The embedded database in ${dataDir} is open in another process (pid ${holder}), and only one process may use it. Stop that process (npm start) and run this again, or point both at PostgreSQL with DATABASE_URL.`,
        );
      unlinkSync(file);
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return {
      release() {
        if (holderOf(file) === process.pid) unlinkSync(file);
      },
    };
  }
  throw new EmbeddedDatabaseInUse(
    `The embedded database in ${dataDir} was taken by another process while this one started; run this again.`,
  );
}
