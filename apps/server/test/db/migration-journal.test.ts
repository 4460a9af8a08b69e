import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../src/paths";

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as Journal;

// The migrator applies an entry only when its `when` is later than the newest one a database has applied, so a
// migration merged from a branch with an earlier timestamp would be skipped silently on every existing database.
describe("the migration journal", () => {
  it("lists every SQL file once, in file-name order, numbered without gaps", () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith(".sql"))
      .map((f) => f.slice(0, -4))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
    expect(files.map((f) => Number(f.slice(0, 4)))).toEqual(files.map((_, i) => i));
  });

  it("gives each migration a later timestamp than the one before", () => {
    const whens = journal.entries.map((e) => e.when);
    for (let i = 1; i < whens.length; i++) expect(whens[i], journal.entries[i]!.tag).toBeGreaterThan(whens[i - 1]!);
  });
});
