import { say } from "./i18n/say";
// No zod here: the customer's light pages show and edit mobiles with these, and load zod only to check them.

/** the legacy "country code" dropdown holds UAE mobile prefixes; stored as the 10-digit local number. */
export const UAE_MOBILE_PREFIXES = ["050", "052", "054", "055", "056", "058"] as const;
export type MobilePrefix = (typeof UAE_MOBILE_PREFIXES)[number];
export const DEFAULT_MOBILE_PREFIX: MobilePrefix = "050";
export const MOBILE_NUMBER_LENGTH = 7;
export const MOBILE_NUMBER_PATTERN = /^\d{7}$/;
export const STORED_MOBILE_PATTERN = /^05[024568]\d{7}$/;

export const MOBILE_MESSAGES = {
  number: say(
    /*i18n*/ {
      id: "mobileFormat.mobileNumberIsRequiredAndIt",
      message: "Mobile Number is required and It should be 7 digit long.",
    },
  ),
  prefix: say(/*i18n*/ { id: "mobileFormat.chooseAMobileCodeFromThe", message: "Choose a mobile code from the list." }),
} as const;

export function isMobilePrefix(value: unknown): value is MobilePrefix {
  return typeof value === "string" && (UAE_MOBILE_PREFIXES as readonly string[]).includes(value);
}

/** "050" + "1234567" -> "0501234567". */
export function joinMobile(prefix: string, number: string): string {
  return `${prefix}${number}`;
}

/** The first 3 characters are the code, the next up to 10 the number. */
export function splitMobile(stored: string): { prefix: string; number: string } {
  return { prefix: stored.slice(0, 3), number: stored.slice(3, 13) };
}
