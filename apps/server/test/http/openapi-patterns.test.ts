import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * Clients are generated from the served document in languages whose regex engines know no Unicode property classes
 * (`\p{Cc}`) and no syntax of JavaScript's `u` flag. Every `pattern` of the document, in parameters, bodies, answers
 * and components alike, must compile as a plain ECMA-262 pattern without flags (decision 041).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every `pattern` keyword of a JSON value, with where it is. */
function patternsIn(value: unknown, at: string): { at: string; pattern: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => patternsIn(v, `${at}/${i}`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === "pattern" && typeof v === "string" ? [{ at, pattern: v }] : patternsIn(v, `${at}/${key}`),
  );
}

function notPortable(pattern: string): string | undefined {
  if (/\\[pP]\{/.test(pattern)) return "a Unicode property class";
  if (/\\u\{/.test(pattern)) return "a code point escape of the u flag";
  try {
    new RegExp(pattern);
  } catch (error) {
    return `does not compile without the u flag: ${(error as Error).message}`;
  }
  return undefined;
}

describe("the OpenAPI document's patterns", () => {
  it("are portable: no property classes, no u-flag-only syntax, and each compiles without flags", () => {
    const found = patternsIn(t.app.swagger(), "#");
    expect(found.length).toBeGreaterThan(100);
    const refused = found.flatMap(({ at, pattern }) => {
      const why = notPortable(pattern);
      return why ? [`${at}: ${why} (${pattern})`] : [];
    });
    expect(refused).toEqual([]);
  });

  it("this check refuses what another language cannot compile", () => {
    expect(notPortable("^[^\\p{Cc}]*$")).toBe("a Unicode property class");
    expect(notPortable("^\\u{1F600}$")).toBe("a code point escape of the u flag");
    expect(notPortable("^[\\u0000-\\u001F]*$")).toBeUndefined();
    expect(notPortable("(?<")).toMatch(/does not compile/);
  });
});
