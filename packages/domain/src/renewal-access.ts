import * as z from "zod/mini";
import { say } from "./i18n/say";

/**
 * Whoever finds a policy with a number and a date of birth sees it masked: a first name and the family name's
 * initial, a masked e-mail and mobile, and no dates of birth or ID numbers. The full details, and any change of where
 * the documents go, need a one-time code sent to the e-mail on file. Paying needs no code.
 */
/* zod/mini: the customer's renewal pages parse the renewal API's answers (renewal-answers.ts) with these, and load no
 * classic zod for it. */
export const RENEWAL_ACCESS = { MASKED: "masked", FULL: "full" } as const;
export type RenewalAccess = (typeof RENEWAL_ACCESS)[keyof typeof RENEWAL_ACCESS];
export const renewalAccessSchema = z.enum([RENEWAL_ACCESS.MASKED, RENEWAL_ACCESS.FULL]);

export const RENEWAL_CODE_LENGTH = 6;
export const RENEWAL_CODE_MINUTES = 10;
export const RENEWAL_CODE_MAX_TRIES = 5;
/** A new code can be asked for this long after the last one. */
export const RENEWAL_CODE_RESEND_SECONDS = 60;
/** Codes sent per policy (and per client) in an hour. */
export const RENEWAL_CODE_SENDS_PER_HOUR = 5;

export const RENEWAL_ACCESS_MESSAGES = {
  codeFormat: say(
    /*i18n*/ {
      id: "renewalAccess.codeFormat",
      message: "Enter the {length}-digit code from the e-mail.",
      values: { length: RENEWAL_CODE_LENGTH },
    },
  ),
  wrongCode: (triesLeft: number) =>
    triesLeft === 1
      ? say(
          /*i18n*/ {
            id: "renewalAccess.thatCodeIsNotRightYou",
            message: "That code is not right. You have 1 try left.",
          },
        )
      : say(
          /*i18n*/ {
            id: "renewalAccess.wrongCode",
            message: "That code is not right. You have {count} tries left.",
            values: { count: triesLeft },
          },
        ),
  expired: say(
    /*i18n*/ {
      id: "renewalAccess.thisCodeHasExpiredSendA",
      message: "This code has expired. Send a new code and enter it within 10 minutes.",
    },
  ),
  tooManyTries: say(
    /*i18n*/ {
      id: "renewalAccess.tooManyWrongCodesSendA",
      message: "Too many wrong codes. Send a new code to try again.",
    },
  ),
  noCode: say(
    /*i18n*/ { id: "renewalAccess.sendACodeToTheE", message: "Send a code to the e-mail address on file first." },
  ),
  replaced: say(
    /*i18n*/ {
      id: "renewalAccess.aNewerCodeWasSentSo",
      message: "A newer code was sent, so this one no longer works. Enter the newest code, or send a new one.",
    },
  ),
  resendTooSoon: say(
    /*i18n*/ {
      id: "renewalAccess.aCodeWasSentLessThan",
      message: "A code was sent less than a minute ago. Check your e-mail, or send a new code in a minute.",
    },
  ),
  tooManySends: say(
    /*i18n*/ {
      id: "renewalAccess.tooManyCodesWereSentFor",
      message:
        "Too many codes were sent for this policy. Please try again in an hour, or contact customer relations (details below).",
    },
  ),
  contactNeedsCode: say(
    /*i18n*/ {
      id: "renewalAccess.toChangeTheContactDetailsFirst",
      message:
        "To change the contact details, first show the full details with the code we e-mail to the address on file.",
    },
  ),
} as const;

export const renewalCodeSchema = z
  .string({ error: RENEWAL_ACCESS_MESSAGES.codeFormat })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${RENEWAL_CODE_LENGTH}}$`), RENEWAL_ACCESS_MESSAGES.codeFormat));

export const renewalCodeVerifyRequestSchema = z.object({ code: renewalCodeSchema });
export type RenewalCodeVerifyRequest = z.infer<typeof renewalCodeVerifyRequestSchema>;

/** "Priya Nair" -> "Priya N."; a single name stays as it is, since it is all anyone would be greeted with. */
export function maskName(first: string, family: string): { first_name: string; family_name: string } {
  const initial = family.trim().charAt(0);
  return { first_name: first.trim(), family_name: initial ? `${initial.toUpperCase()}.` : "" };
}

/** A sponsor's name as one string: its first word and the last word's initial ("Omar Haddad" -> "Omar H."). */
export function maskFullName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? "";
  const { first_name, family_name } = maskName(words[0]!, words[words.length - 1]!);
  return `${first_name} ${family_name}`;
}

/** Always five dots, so a masked value does not tell how long the hidden part is. */
const HIDDEN = "•••••";

/** "omar.haddad@example.com" -> "o•••••@e•••••.com": enough to recognise one's own address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return HIDDEN;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}${HIDDEN}@${host[0] ?? ""}${HIDDEN}${tld}`;
}

/** "0551234567" -> "055•••••67": the operator prefix and the last two digits. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 6) return HIDDEN;
  return `${mobile.slice(0, 3)}${HIDDEN}${mobile.slice(-2)}`;
}
