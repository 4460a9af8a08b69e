/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalizer, isolate, placeholdersOf } from "./localize";
import { DOMAIN_MESSAGES_AR } from "./messages.ar";

const SRC = join(import.meta.dirname, "..");
/** Not messages: sample people for tests. */
const NOT_MESSAGES = new Set(["test-helpers.ts"]);
const SAMPLE_NAMES = new Set(["Omar H.", "Priya N."]);
/** Texts the domain puts together from two (planTitle: a product's plan and the plan's name). */
const COMPOSED = new Set(["H+ enhanced health plan ({plan})"]);

/** Code without its comments and programmer errors (thrown for a caller's mistake, never shown to people). */
function withoutComments(code: string) {
  return (
    code
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/new \w*Error\("[^"]*"\)/g, "")
      // "A sentence " + "goes on." is one message.
      .replace(/"\s*\+\s*"/g, "")
  );
}

// Every module of the domain, its folders too (servicing/…), but not the catalogs themselves.
const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("i18n") && !NOT_MESSAGES.has(file),
  )
  .map((file) => withoutComments(readFileSync(join(SRC, file), "utf8")));
const allSource = sources.join("\n");

/** Every sentence the domain writes ("…." in quotes or backticks, values as "7") and every option label. */
function writtenMessages(): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    for (const m of source.matchAll(/"([A-Z][^"\n]*(?: [^"\n]*|[.!?)]))"/g)) found.add(m[1] as string);
    for (const m of source.matchAll(/(?:label|title|short): "([^"\n]+)"/g)) found.add(m[1] as string);
    for (const m of source.matchAll(/`([A-Z][^`]*[.!?])`/g)) found.add((m[1] as string).replace(/\$\{[^}]*\}/g, "7"));
  }
  return [...found].filter(
    (message) =>
      !SAMPLE_NAMES.has(message) && !/^(Congo|Holy See|Saint Martin|Sint Maarten|Virgin Islands)/.test(message),
  );
}

describe("the domain's Arabic catalog", () => {
  const localize = createLocalizer(DOMAIN_MESSAGES_AR);

  it("translates every message and label the domain writes", () => {
    const missing = writtenMessages().filter(
      (message) => localize(message) === message && DOMAIN_MESSAGES_AR[message] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it("holds no entry the domain no longer writes", () => {
    const stale = Object.keys(DOMAIN_MESSAGES_AR).filter((key) => {
      if (COMPOSED.has(key)) return false;
      const shape = key
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"))
        .join("\\$\\{[^}]*\\}");
      return !new RegExp(shape).test(allSource);
    });
    expect(stale).toEqual([]);
  });

  it("carries the same values into the translation", () => {
    const mismatched = Object.entries(DOMAIN_MESSAGES_AR).filter(
      ([english, arabic]) => placeholdersOf(english).join() !== placeholdersOf(arabic).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("prefers the entry with more fixed words when two match the same message", () => {
    const both = createLocalizer({
      "Your {thing} is {state}": "A {thing} {state}",
      "Your {thing} is ready now": "B {thing}",
    });
    expect(both("Your car is ready now")).toBe("B car");
    expect(both("Your car is late")).toBe("A car late");
  });

  it("fills values in, translating words among them, and isolates them in right-to-left text", () => {
    const isolating = createLocalizer(DOMAIN_MESSAGES_AR, { isolateValues: true });
    expect(isolating("The quotation was e-mailed to a.b@example.ae.")).toBe(
      `تم إرسال عرض السعر بالبريد الإلكتروني إلى ${isolate("a.b@example.ae")}.`,
    );
    expect(isolating("Too many failed sign-ins. Try again in 5 minutes or reset your password.")).toBe(
      `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${isolate(`${isolate("5")} دقائق`)} أو أعد تعيين كلمة المرور.`,
    );
    expect(localize("Too many failed sign-ins. Try again in 5 minutes or reset your password.")).toBe(
      "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد 5 دقائق أو أعد تعيين كلمة المرور.",
    );
    expect(localize("The quotation was e-mailed to a.b@example.ae.")).toBe(
      "تم إرسال عرض السعر بالبريد الإلكتروني إلى a.b@example.ae.",
    );
    expect(localize("A message nobody wrote.")).toBe("A message nobody wrote.");
  });
});
