import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { hasBareHPlus, placeholdersOf } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { compileMessage } from "./compile-message";
import { UI_MESSAGES_AR } from "./locales/ar";

const SRC = path.join(import.meta.dirname, "..");
const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).map((file) => file.split(path.sep).join("/"));
/** The journey folders on the catalogs (decision 065): their texts are `Words`, checked by the catalogs' own test. */
const onCatalogs = files.flatMap((file) => /^(features\/[\w-]+\/)locales\/en\.po$/.exec(file)?.[1] ?? []);
const sources = files
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/\/locales\/(en|ar)\.ts$/.test(file))
  .map((file) => ({ file, code: readFileSync(path.join(SRC, file), "utf8") }));
const codeOf = new Map(sources.map(({ file, code }) => [file, code]));

/** The texts the app passes to `t` or marks with `msg`, as written (escaped quotes undone), with a file using each. */
const textsIn = (files: { file: string; code: string }[]) => {
  const texts = new Map<string, string>();
  for (const { file, code } of files) {
    for (const m of code.matchAll(/(?<![\w.])(?:t|tNodes|msg)\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g)) {
      texts.set((m[1] ?? m[2] ?? "").replace(/\\(.)/g, "$1"), file);
    }
  }
  return texts;
};
const usedTexts = () => textsIn(sources);

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

const CATALOG = UI_MESSAGES_AR;

describe("the web app's Arabic catalog", () => {
  it("has every text the app shows", () => {
    const missing = [...usedTexts()].filter(([text]) => CATALOG[text] === undefined).map(([t, f]) => `${f}: ${t}`);
    expect(missing).toEqual([]);
  });

  it("keeps H+ whole in Arabic, isolated left to right", () => {
    expect(Object.values(CATALOG).filter(hasBareHPlus)).toEqual([]);
  });

  it("has no text the app no longer shows", () => {
    const used = usedTexts();
    expect(Object.keys(CATALOG).filter((text) => !used.has(text))).toEqual([]);
  });

  it("keeps the sign-in page's words, and only those, in the first pages' catalog, loaded with the language", () => {
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

  it("fills the same values into each translation", () => {
    const mismatched = Object.entries(CATALOG).filter(
      ([english, arabic]) => placeholdersOf(english).join() !== placeholdersOf(arabic).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("passes only written texts or words to t, so none escapes this test or the catalogs'", () => {
    // Words are marked where they are written (`/*i18n*/ { id, message }`) or are a record of words, the domain's or a
    // folder's (`TEAM_ROLE_WORDS[…]`, `POLICY_VIEW_WORDS.all`).
    const dynamic = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/(?<![\w.])(?:t|tNodes)\(\s*(?!\/\*i18n\*\/|[A-Z_]+_WORDS[[.])([^"'\s)][^,)]*)/g)].map(
        (m) => `${file}: t(${m[1]}`,
      ),
    );
    expect(dynamic).toEqual([]);
  });

  it("has no English-as-id text left in a journey folder on the catalogs", () => {
    expect(onCatalogs).toContain("features/team/");
    const left = [...textsIn(sources.filter(({ file }) => onCatalogs.some((folder) => file.startsWith(folder))))];
    expect(left.map(([text, file]) => `${file}: ${text}`)).toEqual([]);
  });
});

describe("compileMessage", () => {
  it("cuts a text into words and named values", () => {
    expect(compileMessage("Version {version}")).toEqual(["Version ", ["version"]]);
    expect(compileMessage("{a} and {b}.")).toEqual([["a"], " and ", ["b"], "."]);
    expect(compileMessage("No values here.")).toEqual(["No values here."]);
  });
});
