import { CONTROL_CHARS_MESSAGE, SINGLE_LINE_TEXT } from "./control-chars";
import { say } from "./i18n/say";
import type { Words } from "./i18n/words";

/*
 * The sign-in rule, its limits and its messages, without zod: the sign-in page is the first page most visitors load
 * and checks its two fields with `loginProblems` below, while the server parses `POST /api/auth/login` with
 * `loginRequestSchema` (auth.ts), built from the same LOGIN_RULES. A test holds the two to the same answers.
 */

/** The user id is what an operator gave the partner (e.g. `agent.all`). */
export const USER_ID_MAX = 64;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** How many minutes a partner is asked to wait: whole minutes, rounded up, at least one. */
export const waitMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** "1 minute", "15 minutes": how long a partner is asked to wait, as words that fill another message. */
export const minutesWords = (seconds: number): Words => {
  const minutes = waitMinutes(seconds);
  return minutes === 1
    ? /*i18n*/ { id: "signInRule.1Minute", message: "1 minute" }
    : /*i18n*/ { id: "signInRule.minutes", message: "{count} minutes", values: { count: minutes } };
};
export const minutesText = (seconds: number) => say(minutesWords(seconds));

export const LOGIN_MESSAGES = {
  userIdRequired: say(/*i18n*/ { id: "signInRule.userIdIsRequired", message: "User ID is required." }),
  passwordRequired: say(/*i18n*/ { id: "signInRule.passwordIsRequired", message: "Password is required." }),
  invalidCredentials: say(
    /*i18n*/ { id: "signInRule.theUserIdOrPasswordIs", message: "The user ID or password is incorrect." },
  ),
  /** Too many failures for this user id from this browser's network. */
  lockedOut: (retryAfterSeconds: number) =>
    say(
      /*i18n*/ {
        id: "signInRule.lockedOut",
        message: "Too many failed sign-ins. Try again in {wait} or reset your password.",
        values: { wait: minutesWords(retryAfterSeconds) },
      },
    ),
  /** Too many failures from this network across user ids (password spraying); a reset does not lift it. */
  clientThrottled: (retryAfterSeconds: number) =>
    say(
      /*i18n*/ {
        id: "signInRule.clientThrottled",
        message: "Too many failed sign-ins from your network. Try again in {wait}.",
        values: { wait: minutesWords(retryAfterSeconds) },
      },
    ),
  /** The account's ceiling across every network was reached; the partner was e-mailed. */
  accountPaused: (retryAfterSeconds: number) =>
    say(
      /*i18n*/ {
        id: "signInRule.accountPaused",
        message:
          "Sign-in to this account is paused for {wait} after many failed attempts. Reset your password to sign in now.",
        values: { wait: minutesWords(retryAfterSeconds) },
      },
    ),
  busy: say(
    /*i18n*/ {
      id: "signInRule.manyPeopleAreSigningInRight",
      message: "Many people are signing in right now. Please try again in a few seconds.",
    },
  ),
  sessionExpired: say(
    /*i18n*/ {
      id: "signInRule.yourSessionHasEndedPleaseSign",
      message: "Your session has ended. Please sign in again.",
    },
  ),
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: say(
    /*i18n*/ {
      id: "signInRule.passwordTooShort",
      message: "Password must be at least {min} characters.",
      values: { min: PASSWORD_MIN },
    },
  ),
  tooLong: say(
    /*i18n*/ {
      id: "signInRule.passwordTooLong",
      message: "Password must be at most {max} characters.",
      values: { max: PASSWORD_MAX },
    },
  ),
  common: say(
    /*i18n*/ {
      id: "signInRule.thisPasswordIsTooCommonChoose",
      message: "This password is too common. Choose one that is harder to guess.",
    },
  ),
  mismatch: say(/*i18n*/ { id: "signInRule.thePasswordsDoNotMatch", message: "The passwords do not match." }),
  identifierRequired: say(
    /*i18n*/ { id: "signInRule.enterYourUserIdOrE", message: "Enter your user ID or e-mail address." },
  ),
  resetRequested: say(
    /*i18n*/ {
      id: "signInRule.ifAnAccountMatchesWhatYou",
      message:
        "If an account matches what you entered, we have sent a link to reset the password. It is valid for 30 minutes.",
    },
  ),
  resetDone: say(
    /*i18n*/ {
      id: "signInRule.yourPasswordHasBeenChangedSign",
      message: "Your password has been changed. Sign in with the new password.",
    },
  ),
  resetInvalid: say(
    /*i18n*/ {
      id: "signInRule.thisResetLinkIsInvalidOr",
      message: "This reset link is invalid or has expired. Request a new one.",
    },
  ),
} as const;

/** A single-line text field's rule as data, so that a zod schema and a plain check can both follow it. */
export type TextRule = {
  /** Leading and trailing spaces are dropped before the check (and from what is kept). */
  trim: boolean;
  required: string;
  max: number;
  tooLong: string;
};

export const LOGIN_RULES = {
  userId: {
    trim: true,
    required: LOGIN_MESSAGES.userIdRequired,
    max: USER_ID_MAX,
    tooLong: say(
      /*i18n*/ {
        id: "signInRule.userIdTooLong",
        message: "User ID must be at most {max} characters.",
        values: { max: USER_ID_MAX },
      },
    ),
  },
  // A password is kept as typed: spaces at either end are part of it.
  password: {
    trim: false,
    required: LOGIN_MESSAGES.passwordRequired,
    max: PASSWORD_MAX,
    tooLong: PASSWORD_MESSAGES.tooLong,
  },
} as const satisfies Record<string, TextRule>;

export type LoginRequest = { userId: string; password: string };
export type LoginField = keyof LoginRequest;

/** The first problem of a value under its rule, or undefined when it passes. */
export function textProblem(value: string, rule: TextRule): string | undefined {
  const text = rule.trim ? value.trim() : value;
  if (text.length < 1) return rule.required;
  if (text.length > rule.max) return rule.tooLong;
  if (!SINGLE_LINE_TEXT.test(text)) return CONTROL_CHARS_MESSAGE;
  return undefined;
}

/** Each sign-in field's first problem ({} when both pass), as the server would answer them. */
export function loginProblems(values: LoginRequest): Partial<Record<LoginField, string>> {
  const problems: Partial<Record<LoginField, string>> = {};
  for (const field of ["userId", "password"] as const) {
    const problem = textProblem(values[field], LOGIN_RULES[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
