import { say } from "./i18n/say";
import { singleLineText } from "./text-schema";

/*
 * Reference data written in Arabic (a plan's cover, an underwriting rule's reason) is shown as it is on Arabic screens
 * and documents, so it holds no English: Arabic words, digits and signs, and no Latin word but the product's name H+.
 */
export const ARABIC_TEXT_MESSAGE = say(
  /*i18n*/ {
    id: "arabicText.writeItInArabicArabicWords",
    message: "Write it in Arabic: Arabic words, digits and signs, no Latin word but H+.",
  },
);

/**
 * The Latin words of an Arabic text, the product's name H+ aside: none is allowed. A name or code set apart in an
 * isolate (U+2066–U+2068 … U+2069: a TPA's name, a network's code) is data, as a person's name is, not a word.
 */
export const latinWordsIn = (text: string) =>
  text
    .replace(/[\u2066-\u2068][^\u2069]*\u2069/g, " ")
    .replace(/H\+/g, " ")
    .match(/[A-Za-z]+/g) ?? [];

export const arabicText = (max: number) =>
  singleLineText()
    .max(max)
    .regex(/[\u0600-\u06FF]/, ARABIC_TEXT_MESSAGE)
    .refine((text) => latinWordsIn(text).length === 0, ARABIC_TEXT_MESSAGE);

/**
 * "H+" in a right-to-left line keeps its sign on the H's side only when it is isolated left to right (U+2066 … U+2069):
 * the "+" alone is a neutral between the Latin H and the Arabic that follows, takes the line's direction and shows as
 * "+H". Browsers, mail readers and the documents' typesetter all keep an isolate whole and in its own direction.
 */
export const H_PLUS_IN_ARABIC = "\u2066H+\u2069";

/** Whether a text with Arabic in it has an "H+" outside the isolate that keeps it whole ("H+" alone needs none). */
export const hasBareHPlus = (text: string) =>
  /[\u0600-\u06FF]/.test(text) && text.replaceAll(H_PLUS_IN_ARABIC, "").includes("H+");
