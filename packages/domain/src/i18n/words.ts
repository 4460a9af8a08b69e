/**
 * A text of the portal as the catalogs hold it (decision 065): a stable id, the English message in ICU MessageFormat
 * ("{count, plural, one {# member} other {# members}}" where a count changes the words) and the values it is filled
 * with. A value is data (a name, a number, a date) or words of their own, translated in the same language. Written
 * with a leading `/*i18n*\/` comment, an object of this shape is what Lingui's extractor takes into the catalogs.
 */
export type Words = { id: string; message: string; values?: Readonly<Record<string, WordsValue>> };
export type WordsValue = string | number | Words;

/** Words, not data: a value that is translated itself. */
export const isWords = (value: unknown): value is Words =>
  typeof value === "object" && value !== null && typeof (value as Words).id === "string";
