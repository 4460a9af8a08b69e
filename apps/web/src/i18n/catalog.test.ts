import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { placeholdersOf } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { compileMessage } from "./compile-message";
import { UI_MESSAGES_AR } from "./locales/ar";

const SRC = path.join(import.meta.dirname, "..");
const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, code: readFileSync(path.join(SRC, file), "utf8") }));

/** The texts the app passes to `t` or marks with `msg`, as written (escaped quotes undone). */
const usedTexts = () => {
  const texts = new Map<string, string>();
  for (const { file, code } of sources) {
    for (const m of code.matchAll(/(?<![\w.])(?:t|msg)\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g)) {
      texts.set((m[1] ?? m[2] ?? "").replace(/\\(.)/g, "$1"), file);
    }
  }
  return texts;
};

describe("the web app's Arabic catalog", () => {
  it("has every text the app shows", () => {
    const missing = [...usedTexts()]
      .filter(([text]) => UI_MESSAGES_AR[text] === undefined)
      .map(([t, f]) => `${f}: ${t}`);
    expect(missing).toEqual([]);
  });

  it("has no text the app no longer shows", () => {
    const used = usedTexts();
    expect(Object.keys(UI_MESSAGES_AR).filter((text) => !used.has(text))).toEqual([]);
  });

  it("fills the same values into each translation", () => {
    const mismatched = Object.entries(UI_MESSAGES_AR).filter(
      ([english, arabic]) => placeholdersOf(english).join() !== placeholdersOf(arabic).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("passes only written texts to t, so none escapes this test", () => {
    const dynamic = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/(?<![\w.])t\(\s*([^"'\s)][^,)]*)/g)].map((m) => `${file}: t(${m[1]}`),
    );
    expect(dynamic).toEqual([]);
  });
});

describe("compileMessage", () => {
  it("cuts a text into words and named values", () => {
    expect(compileMessage("Version {version}")).toEqual(["Version ", ["version"]]);
    expect(compileMessage("{a} and {b}.")).toEqual([["a"], " and ", ["b"], "."]);
    expect(compileMessage("No values here.")).toEqual(["No values here."]);
  });
});
