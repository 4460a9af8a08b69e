import { describe, expect, it } from "vitest";
import { CONTROL_CHARS_MESSAGE, isSafeText, replaceUnsafeText } from "./control-chars";
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
