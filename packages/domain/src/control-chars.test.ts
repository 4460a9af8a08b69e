import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARS_MESSAGE,
  isSafeText,
  MULTI_LINE_TEXT,
  replaceUnsafeText,
  SINGLE_LINE_TEXT,
} from "./control-chars";
import { nameTextSchema } from "./person";
import { exactText, multiLineText, singleLineText } from "./text-schema";

const TYPED = [
  "Rahul Menon",
  "محمد بن راشد آل مكتوم",
  "Zoë O'Brien-Łukasz",
  "rahul.menon+renewal@example.com",
  "784-1980-1234567-8",
  "BQ-2026-000123",
  "Plans 😀 and prices",
  "\u200fرقم\u200e 12",
  "",
];
const NEVER = [
  ["NUL", "a\u0000b"],
  ["a C0 control", "bell\u0007"],
  ["escape", "\u001b[31m"],
  ["DEL", "x\u007f"],
  ["a C1 control", "next\u0085line"],
  ["a lone high surrogate", "half \ud83d"],
  ["a lone low surrogate", "\ude00 half"],
] as const;

describe("the text rule", () => {
  it("accepts what people type, in either kind of field", () => {
    for (const text of TYPED) {
      expect(isSafeText(text, "single"), text).toBe(true);
      expect(isSafeText(text, "multi"), text).toBe(true);
    }
  });

  it.each(NEVER)("refuses %s in any field", (_name, text) => {
    expect(isSafeText(text, "single")).toBe(false);
    expect(isSafeText(text, "multi")).toBe(false);
  });

  it("allows tab and line breaks only in multi-line fields", () => {
    for (const text of ["a\tb", "line\nline", "line\r\nline", "a\u2028b", "a\u2029b"]) {
      expect(isSafeText(text, "single"), JSON.stringify(text)).toBe(false);
    }
    for (const text of ["a\tb", "line\nline", "line\r\nline"]) {
      expect(isSafeText(text, "multi"), JSON.stringify(text)).toBe(true);
    }
  });

  it("replaces what it refuses in text that is recorded rather than refused", () => {
    expect(replaceUnsafeText("Mozilla\u0000/5.0\t(\ud800)")).toBe("Mozilla /5.0 ( )");
    expect(replaceUnsafeText("😀ok", "_")).toBe("😀ok");
    expect(replaceUnsafeText("😀ok".slice(1), "_")).toBe("_ok");
  });
});

describe("the portable patterns", () => {
  // The rule as Unicode names it: Cc (controls) and Cs (lone surrogates, read by code point).
  const BY_PROPERTY = {
    single: /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u,
    multi: /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u,
  };
  const PORTABLE = { single: SINGLE_LINE_TEXT, multi: MULTI_LINE_TEXT };
  // Every UTF-16 code unit, lone surrogates included, and characters beyond the first plane (surrogate pairs).
  const anyText = fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
      fc.integer({ min: 0x10000, max: 0x10ffff }).map((n) => String.fromCodePoint(n)),
    ),
    maxLength: 12,
  });

  it.each(["single", "multi"] as const)("%s-line: accepts exactly what the property classes accept", (lines) => {
    for (const flags of ["", "u"]) {
      const portable = new RegExp(PORTABLE[lines].source, flags);
      fc.assert(
        fc.property(anyText, (text) => portable.test(text) === BY_PROPERTY[lines].test(text)),
        { numRuns: 20_000 },
      );
      for (let unit = 0; unit <= 0xffff; unit++) {
        const text = String.fromCharCode(unit);
        expect(portable.test(text), `U+${unit.toString(16)} (${flags || "no flag"})`).toBe(
          BY_PROPERTY[lines].test(text),
        );
      }
    }
  });

  it("have no property classes and no flags, so other languages' regex engines compile them", () => {
    for (const re of [SINGLE_LINE_TEXT, MULTI_LINE_TEXT]) {
      expect(re.flags).toBe("");
      expect(re.source).not.toContain("\\p{");
    }
  });
});

describe("the schema builders", () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it("single-line text is trimmed, then held to the rule", () => {
    expect(singleLineText().parse("  BQ-2026-000123\n")).toBe("BQ-2026-000123");
    expect(messageOf(singleLineText().safeParse("BQ\n2026"))).toBe(CONTROL_CHARS_MESSAGE);
    expect(messageOf(singleLineText().safeParse("BQ\u00002026"))).toBe(CONTROL_CHARS_MESSAGE);
  });

  it("multi-line text keeps inner line breaks and tabs", () => {
    expect(multiLineText().parse("  first\n\tsecond\r\nthird  ")).toBe("first\n\tsecond\r\nthird");
    expect(messageOf(multiLineText().safeParse("first\u0000second"))).toBe(CONTROL_CHARS_MESSAGE);
  });

  it("exact text is not trimmed: a password keeps its spaces", () => {
    expect(exactText().parse(" pass phrase ")).toBe(" pass phrase ");
    expect(messageOf(exactText().safeParse("pass\tphrase"))).toBe(CONTROL_CHARS_MESSAGE);
    expect(exactText("multi").parse("a\nb")).toBe("a\nb");
  });

  it("a name collapses a pasted tab or line break to one space, and refuses other controls", () => {
    expect(nameTextSchema().parse(" Aisha\t\r\n Khan ")).toBe("Aisha Khan");
    expect(messageOf(nameTextSchema().safeParse("Aisha\u0000Khan"))).toBe(CONTROL_CHARS_MESSAGE);
  });

  it("every builder refuses each kind of control and half character", () => {
    for (const [name, text] of NEVER) {
      for (const schema of [singleLineText(), multiLineText(), exactText(), exactText("multi"), nameTextSchema()]) {
        expect(schema.safeParse(text).success, name).toBe(false);
      }
    }
  });
});
