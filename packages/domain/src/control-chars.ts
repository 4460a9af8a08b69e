import { say } from "./i18n/say";
/*
 * The one rule for text that reaches the portal, from a form, an API client, the payment gateway or a product site.
 *
 * Never accepted, in any field: NUL and the other C0 control characters (U+0000–U+001F, except tab, line feed and
 * carriage return where a field allows them), DEL (U+007F), the C1 controls (U+0080–U+009F), and lone UTF-16
 * surrogates (half a character, which no encoding can store: PostgreSQL refuses NUL in text and both in JSON).
 *
 * Which whitespace controls a field allows:
 * - single-line fields (names, ID and policy numbers, e-mail, mobile, dates, search text, references, passwords,
 *   tokens): none — no tab and no line break (LF, CR, U+2028, U+2029). Names first collapse runs of whitespace,
 *   a pasted tab or line break included, to one space; other single-line fields are trimmed and then checked.
 * - multi-line fields (the notes of a video call and of an additional document, the details of a declaration
 *   answer): tab, line feed and carriage return.
 * Every other character is text: Arabic, accents, emoji, right-to-left marks.
 *
 * Kept free of zod so that the sign-in page (zod/mini) and the server's own checks use the same patterns; the zod
 * builders every schema takes its text from are in text-schema.ts.
 *
 * The patterns are written without Unicode property classes and without the `u` flag, because they are also the
 * `pattern` of every text field of the OpenAPI document, which clients generate code from in languages whose regex
 * engines know neither (decision 041): the controls are spelled as ranges (Cc is U+0000–U+001F and U+007F–U+009F),
 * and a surrogate is accepted only as the first half of a pair followed by its second half. Read by code unit (no
 * `u` flag) or by code point (`u`), they accept exactly the same strings.
 */
export const SINGLE_LINE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the rule names the control characters it refuses.
  /^(?:[^\u0000-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const MULTI_LINE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the rule names the control characters it refuses.
  /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const CONTROL_CHARS_MESSAGE = say(
  /*i18n*/ { id: "controlChars.removeInvisibleControlCharacters", message: "Remove invisible control characters." },
);

export type TextLines = "single" | "multi";

export function isSafeText(value: string, lines: TextLines = "single"): boolean {
  return (lines === "single" ? SINGLE_LINE_TEXT : MULTI_LINE_TEXT).test(value);
}

const UNSAFE_CHARS = /[\p{Cc}\p{Cs}\u2028\u2029]/gu;

/**
 * For text the portal records but cannot refuse (a browser's User-Agent, an uploaded file's name): every character
 * the single-line rule refuses becomes `replacement`.
 */
export function replaceUnsafeText(value: string, replacement = " "): string {
  return value.replace(UNSAFE_CHARS, replacement);
}
