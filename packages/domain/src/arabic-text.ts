import { singleLineText } from "./text-schema";

/*
 * Reference data written in Arabic (a plan's cover, an underwriting rule's reason) is shown as it is on Arabic screens
 * and documents, so it holds no English: Arabic words, digits and signs, and no Latin word but the product's name H+.
 */
export const ARABIC_TEXT_MESSAGE = "Write it in Arabic: Arabic words, digits and signs, no Latin word but H+.";

/** The Latin words of an Arabic text, the product's name H+ aside: none is allowed. */
export const latinWordsIn = (text: string) => text.replace(/H\+/g, " ").match(/[A-Za-z]+/g) ?? [];

export const arabicText = (max: number) =>
  singleLineText()
    .max(max)
    .regex(/[\u0600-\u06FF]/, ARABIC_TEXT_MESSAGE)
    .refine((text) => latinWordsIn(text).length === 0, ARABIC_TEXT_MESSAGE);
