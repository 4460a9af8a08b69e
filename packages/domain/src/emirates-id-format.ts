import { say } from "./i18n/say";
/**
 * The Emirates ID's format, messages and checks, free of zod: the customer's renewal search formats the number as it
 * is typed without loading a schema. The schema is in emirates-id.ts.
 */
/** 784-YYYY-NNNNNNN-C, 18 characters; C is a Luhn check digit over all 15 digits. */
export const EMIRATES_ID_LENGTH = 18;
export const EMIRATES_ID_DIGITS = 15;
export const EMIRATES_ID_PATTERN = /^\d{3}-\d{4}-\d{7}-\d$/;
export const EMIRATES_ID_COUNTRY_CODE = "784";

/** Accepted as "no card yet"; they are not real numbers (111… and 333… fail the check digit on purpose). */
export const EMIRATES_ID_PLACEHOLDERS = [
  {
    value: "000-0000-0000000-0",
    label: say(
      /*i18n*/ {
        id: "emiratesIdFormat.uaeNationalWithoutAnEmiratesId",
        message: "UAE national without an Emirates ID yet",
      },
    ),
  },
  {
    value: "111-1111-1111111-1",
    label: say(
      /*i18n*/ {
        id: "emiratesIdFormat.expatriateResidentWithoutAnEmiratesId",
        message: "Expatriate resident without an Emirates ID yet",
      },
    ),
  },
  {
    value: "333-3333-3333333-3",
    label: say(
      /*i18n*/ { id: "emiratesIdFormat.newbornWithoutAnEmiratesIdYet", message: "Newborn without an Emirates ID yet" },
    ),
  },
] as const;

export const EMIRATES_ID_MESSAGES = {
  required: say(
    /*i18n*/ { id: "emiratesIdFormat.emiratesIdNumberIsRequired", message: "Emirates ID number is required" },
  ),
  tooShort: say(/*i18n*/ { id: "emiratesIdFormat.cannotBeLessThan18Digits", message: "Cannot be less than 18 digits" }),
  tooLong: say(/*i18n*/ { id: "emiratesIdFormat.cannotBeMoreThan18Digits", message: "Cannot be more than 18 digits" }),
  digitsOnly: say(/*i18n*/ { id: "common.enterDigitsOnly", message: "Enter digits only" }),
  invalid: say(
    /*i18n*/ {
      id: "emiratesIdFormat.thisEmiratesIdNumberIsNot",
      message: "This Emirates ID number is not valid. Check the digits.",
    },
  ),
} as const;

/** Hyphen positions in the formatted value: after the 3rd, 8th and 16th character. */
const GROUPS = [3, 4, 7, 1] as const;

/**
 * Keeps the digits (at most 15) and puts hyphens between the groups as the user types.
 * A hyphen appears only once the next group has a digit, so deleting backwards never gets stuck on one.
 */
export function formatEmiratesIdInput(raw: string): string {
  let digits = raw.replace(/\D/g, "").slice(0, EMIRATES_ID_DIGITS);
  const groups: string[] = [];
  for (const size of GROUPS) {
    if (!digits) break;
    groups.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return groups.join("-");
}

export function isEmiratesIdPlaceholder(value: string): boolean {
  return EMIRATES_ID_PLACEHOLDERS.some((placeholder) => placeholder.value === value);
}

/** Luhn over the 15 digits; hyphens are ignored. False unless there are exactly 15 digits. */
export function isValidEmiratesIdChecksum(value: string): boolean {
  if (!/^[\d-]+$/.test(value)) return false;
  const digits = value.replace(/-/g, "");
  if (digits.length !== EMIRATES_ID_DIGITS) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A placeholder, or a well-formed 784-… number with a correct check digit. */
export function isValidEmiratesId(value: string): boolean {
  if (isEmiratesIdPlaceholder(value)) return true;
  return (
    EMIRATES_ID_PATTERN.test(value) && value.startsWith(EMIRATES_ID_COUNTRY_CODE) && isValidEmiratesIdChecksum(value)
  );
}

/** 15 digits typed or pasted without (or with stray) hyphens and spaces are put into the 18-character form. */
export function normalizeEmiratesId(value: string): string {
  if (!/^[\d\s-]+$/.test(value)) return value;
  return value.replace(/\D/g, "").length === EMIRATES_ID_DIGITS ? formatEmiratesIdInput(value) : value;
}
