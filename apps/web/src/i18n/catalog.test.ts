import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { hasBareHPlus } from "@pp/domain";
import { describe, expect, it } from "vitest";

const SRC = path.join(import.meta.dirname, "..");
const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).map((file) => file.split(path.sep).join("/"));
/** The web's Arabic catalogs: a journey folder's, the first pages', the common one. */
const arabicCatalogs = files.filter((file) => /(^|\/)locales\/(?:[\w-]+\/)?ar\.po$/.test(file));
const sources = files
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/\/locales\/(en|ar)\.ts$/.test(file))
  .map((file) => ({ file, code: readFileSync(path.join(SRC, file), "utf8") }));
const codeOf = new Map(sources.map(({ file, code }) => [file, code]));

/**
 * The app's modules the sign-in page loads before it shows: the entry (main.tsx) and the page, with every module they
 * import statically (a dynamic `import()` loads later; `import type` loads nothing).
 */
function signInPageModules() {
  const found = new Set<string>();
  const pending = ["main.tsx", "features/auth/login-page.tsx"];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const m of (codeOf.get(file) ?? "").matchAll(/^import\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["'](\.[^"']+)["']/gm)) {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? ""));
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => codeOf.has(candidate));
      if (target) pending.push(target);
    }
  }
  return [...found].map((file) => ({ file, code: codeOf.get(file) ?? "" }));
}

/** Every Arabic translation of a PO file (its msgstr, the header left out). */
const arabicOf = (file: string) =>
  [...readFileSync(path.join(SRC, file), "utf8").matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((m) =>
    (m[2] ?? "").replace(/\\(.)/g, "$1"),
  );

describe("the web app's words (decision 065)", () => {
  it("keep H+ whole in Arabic, isolated left to right", () => {
    expect(arabicCatalogs.length).toBeGreaterThan(10);
    expect(
      arabicCatalogs.flatMap((file) =>
        arabicOf(file)
          .filter(hasBareHPlus)
          .map((text) => `${file}: ${text}`),
      ),
    ).toEqual([]);
  });

  it("of the sign-in page, and only those, are in the first pages' catalog, loaded with the language", () => {
    const modules = signInPageModules();
    expect(modules.map((m) => m.file)).toContain("shell/footer.tsx");
    const wordsIn = (code: string) => [...code.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*"([^"]+)"/g)].map((m) => m[1]);
    const shown = new Set(modules.flatMap(({ code }) => wordsIn(code)));
    const first = readFileSync(path.join(SRC, "i18n/locales/first/en.po"), "utf8");
    const inFirst = new Set([...first.matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]));
    expect(shown.size).toBeGreaterThan(10);
    expect([...shown].filter((id) => !inFirst.has(id))).toEqual([]);
    expect([...inFirst].filter((id) => !shown.has(id))).toEqual([]);
  });

  it("are written where they are said, so that the extraction finds them all", () => {
    // Words are marked where they are written (`/*i18n*/ { id, message }`), are a record of words, the domain's or a
    // folder's (`TEAM_ROLE_WORDS[…]`, `POLICY_VIEW_WORDS.all`), or words a file says more than once (`SIGN_IN_WORDS`).
    const dynamic = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/(?<![\w.])(?:t|tNodes)\(\s*(?!\/\*i18n\*\/|[A-Z_]+_WORDS\b)([^"'\s)][^,)]*)/g)].map(
        (m) => `${file}: t(${m[1]}`,
      ),
    );
    expect(dynamic).toEqual([]);
  });
});

/** The words a file says (each descriptor, its spaces and a trailing comma as one), as often as it says them. */
const wordsSaidIn = (source: string) =>
  [...source.matchAll(/\/\*i18n\*\/\s*\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g)].map((m) =>
    m[0].replace(/,?\s+\}/g, " }").replace(/\s+/g, " "),
  );

describe("the web's words", () => {
  // Where a screen shows the same words twice (a heading and its button, a loader and its bar), they are one
  // descriptor the file names (`SIGN_IN_WORDS`), so that rewording them cannot leave one place behind. The same
  // message with other values (a product's list, then another's) is another saying of it.
  it("are each said once in a file", () => {
    const twice = sources.flatMap(({ file, code }) => {
      const said = wordsSaidIn(code);
      return [...new Set(said.filter((words, i) => said.indexOf(words) !== i))].map((words) => `${file}: ${words}`);
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
