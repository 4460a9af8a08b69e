/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { say, wordsSaid } from "./say";

const SRC = join(import.meta.dirname, "..");
/** Not messages: sample people for tests. */
const NOT_MESSAGES = new Set(["test-helpers.ts"]);
const SAMPLE_NAMES = new Set(["Omar H.", "Priya N."]);

/**
 * Code without its comments, its programmer errors (thrown for a caller's mistake, never shown to people) and the
 * English of its words (`id: "…", message: "…"`), which the catalogs hold.
 */
function withoutCommentsAndWords(code: string) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/new \w*Error\((?:"[^"]*"|`[^`]*`)\)/g, "")
    .replace(/(id:\s*"[^"]+",\s*message:\s*)"(?:[^"\\]|\\.)*"/g, "$1''");
}

const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("i18n") && !NOT_MESSAGES.has(file),
  )
  .map((file) => ({ file, code: withoutCommentsAndWords(readFileSync(join(SRC, file), "utf8")) }));

/** Every sentence the domain writes outside words ("…." in quotes or backticks) and every option label. */
function sentencesOutsideWords(): string[] {
  const found = new Set<string>();
  for (const { file, code } of sources) {
    for (const m of code.matchAll(/"([A-Z][^"\n]*(?: [^"\n]*|[.!?)]))"/g)) found.add(`${file}: ${m[1]}`);
    for (const m of code.matchAll(/(?:label|title|short|noun): "([^"\n]+)"/g)) found.add(`${file}: ${m[1]}`);
    for (const m of code.matchAll(/`([A-Z][^`]*[.!?])`/g)) found.add(`${file}: ${m[1]}`);
  }
  return [...found].filter(
    (found) =>
      !SAMPLE_NAMES.has(found.split(": ")[1] ?? "") &&
      !/: (Congo|Holy See|Saint Martin|Sint Maarten|Virgin Islands)/.test(found),
  );
}

describe("the domain's messages and labels", () => {
  it("are all words with an id in the domain's catalogs, none a bare English string", () => {
    expect(sentencesOutsideWords()).toEqual([]);
  });
});

describe("say", () => {
  it("gives the English with the values filled in, words among them said in English too", () => {
    const wait = { id: "test.minutes", message: "{count} minutes", values: { count: 5 } };
    const text = say({ id: "test.wait", message: "Try again in {wait}, {name}.", values: { wait, name: "Omar" } });
    expect(text).toBe("Try again in 5 minutes, Omar.");
    expect(wordsSaid(text)).toEqual({
      id: "test.wait",
      message: "Try again in {wait}, {name}.",
      values: { wait, name: "Omar" },
    });
  });

  it("finds the words of a string it said, and none for a string it never said", () => {
    expect(wordsSaid(say({ id: "test.plain", message: "A plain message." }))?.id).toBe("test.plain");
    expect(wordsSaid("A message nobody said.")).toBeUndefined();
  });

  it("refuses a plural or a choice, which only a catalog can write out", () => {
    expect(() =>
      say({ id: "test.plural", message: "{n, plural, one {# day} other {# days}}", values: { n: 2 } }),
    ).toThrow(/plural/);
  });

  it("keeps the latest strings of a message said with ever new values, and every string of the others", () => {
    const fixed = say({ id: "test.fixed", message: "Fixed." });
    // Said once and for all, as a schema's longest length is when the module loads.
    const constant = say({ id: "test.constant", message: "At most {max}.", values: { max: 50 } });
    const said = Array.from({ length: 5000 }, (_, i) =>
      say({ id: "test.valued", message: "Value {i}.", values: { i } }),
    );
    expect(wordsSaid(said[0] as string)).toBeUndefined();
    expect(wordsSaid(said.at(-1) as string)?.values).toEqual({ i: 4999 });
    expect(wordsSaid(fixed)?.id).toBe("test.fixed");
    expect(wordsSaid(constant)?.id).toBe("test.constant");
  });
});
