import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR } from "../../src/paths";

/**
 * The migrations before the one tagged `tag`, as a folder of their own (the caller removes it): the database the
 * version before that migration ran on, to test the migration on data written as that version wrote it.
 */
export async function migrationsBefore(tag: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pp-migrations-"));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** How many migrations a database at `migrationsBefore(tag)` has still to run: the tagged one and every later one. */
export async function migrationsFrom(tag: string) {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.length - journal.entries.findIndex((e) => e.tag === tag);
}
