import { z } from "zod";
import { CONTROL_CHARS_MESSAGE, SINGLE_LINE_TEXT } from "./control-chars";

import { GENDER, GENDER_REQUIRED_MESSAGE } from "./gender";
import { say } from "./i18n/say";
import { tooManyCharacters } from "./length-messages";

/** Rules shared by every person on a quotation: the sponsor and each insured member. */
export const genderSchema = z.literal([GENDER.MALE, GENDER.FEMALE], { error: GENDER_REQUIRED_MESSAGE });

export const NAME_MAX_LENGTH = 50;
/** Letters, with single spaces between words (runs of spaces are collapsed before the check). */
export const NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
export const NAME_MESSAGES = {
  alphabetsOnly: say(/*i18n*/ { id: "common.enterAlphabetsOnly", message: "Enter alphabets only." }),
  tooLong: tooManyCharacters(NAME_MAX_LENGTH),
} as const;

/**
 * Trims and collapses inner runs of whitespace (a pasted tab or line break too) to one space, then holds the name to
 * the single-line text rule; use it where the rules run later in a superRefine.
 */
export function nameTextSchema(requiredMessage?: string) {
  return z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .trim()
    .overwrite((name) => name.replace(/\s+/g, " "))
    .regex(SINGLE_LINE_TEXT, CONTROL_CHARS_MESSAGE);
}

export function personNameSchema(requiredMessage: string) {
  return nameTextSchema(requiredMessage)
    .min(1, requiredMessage)
    .regex(NAME_PATTERN, NAME_MESSAGES.alphabetsOnly)
    .max(NAME_MAX_LENGTH, NAME_MESSAGES.tooLong);
}
