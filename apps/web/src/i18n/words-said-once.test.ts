import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * A text is said once in a file: where a screen shows the same words twice (a heading and its button, a loader and
 * its progress bar), they are one descriptor the file names (`SIGN_IN_WORDS`), so that rewording them cannot leave one
 * place behind. The same message with other values (a product's list, then another's) is another saying of it.
 */

const SRC = path.join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The words a file says (each descriptor, its spaces and a trailing comma as one), as often as it says them. */
const wordsSaidIn = (source: string) =>
  [...source.matchAll(/\/\*i18n\*\/\s*\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g)].map((m) =>
    m[0].replace(/,?\s+\}/g, " }").replace(/\s+/g, " "),
  );

describe("the web's words", () => {
  it("are each said once in a file", () => {
    const twice = sourceFiles(SRC).flatMap((file) => {
      const said = wordsSaidIn(readFileSync(file, "utf8"));
      return [...new Set(said.filter((words, i) => said.indexOf(words) !== i))].map(
        (words) => `${path.relative(SRC, file)}: ${words}`,
      );
    });
    expect(twice).toEqual([]);
  });

  it("are found however a file writes them, values and all", () => {
    const source = `t(/*i18n*/ { id: "a.b", message: "B" }); t(/*i18n*/ {\n id: "a.b",\n message: "B",\n });
      t(/*i18n*/ { id: "a.c", message: "{n} C", values: { n: count } });`;
    expect(wordsSaidIn(source)).toEqual([
      '/*i18n*/ { id: "a.b", message: "B" }',
      '/*i18n*/ { id: "a.b", message: "B" }',
      '/*i18n*/ { id: "a.c", message: "{n} C", values: { n: count } }',
    ]);
  });
});
