import * as z from "zod/mini";
import { CONTROL_CHARS_MESSAGE, SINGLE_LINE_TEXT } from "./control-chars";
import { partnerDetailsSchema } from "./partner";

/*
 * Sign-in. The sign-in page is the first page most visitors load, so this module uses zod/mini (a few kB) instead
 * of zod's classic API (about 25 kB gzipped) and imports nothing that does (docs/decisions/006). The schema is the
 * same object the server validates `POST /api/auth/login` with; the rule lives here once.
 */

/** The user id is what an operator gave the partner (e.g. `agent.all`). */
export const USER_ID_MAX = 64;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** "1 minute", "15 minutes": how long a partner is asked to wait, rounded up to whole minutes. */
export const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

export const LOGIN_MESSAGES = {
  userIdRequired: "User ID is required.",
  passwordRequired: "Password is required.",
  invalidCredentials: "The user ID or password is incorrect.",
  /** Too many failures for this user id from this browser's network. */
  lockedOut: (retryAfterSeconds: number) =>
    `Too many failed sign-ins. Try again in ${minutesText(retryAfterSeconds)} or reset your password.`,
  /** Too many failures from this network across user ids (password spraying); a reset does not lift it. */
  clientThrottled: (retryAfterSeconds: number) =>
    `Too many failed sign-ins from your network. Try again in ${minutesText(retryAfterSeconds)}.`,
  /** The account's ceiling across every network was reached; the partner was e-mailed. */
  accountPaused: (retryAfterSeconds: number) =>
    `Sign-in to this account is paused for ${minutesText(retryAfterSeconds)} after many failed attempts. Reset your password to sign in now.`,
  busy: "Many people are signing in right now. Please try again in a few seconds.",
  sessionExpired: "Your session has ended. Please sign in again.",
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  common: "This password is too common. Choose one that is harder to guess.",
  mismatch: "The passwords do not match.",
  identifierRequired: "Enter your user ID or e-mail address.",
  resetRequested:
    "If an account matches what you entered, we have sent a link to reset the password. It is valid for 30 minutes.",
  resetDone: "Your password has been changed. Sign in with the new password.",
  resetInvalid: "This reset link is invalid or has expired. Request a new one.",
} as const;

/*
 * Failed sign-ins are counted per user id and client (a stranger elsewhere cannot lock a partner out of their own
 * office), per client across user ids (password spraying), and per user id from anywhere (a much higher ceiling
 * against a guesser with many addresses, which pauses the account and e-mails the partner).
 */
/** Failures for one user id from one client within the window before that client is locked out of it. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** Failures from one client across every user id within the window before the client must wait. */
export const LOGIN_CLIENT_MAX_FAILURES = 20;
/** Failures for one user id from every client within a day before sign-in to it is paused. */
export const LOGIN_ACCOUNT_MAX_FAILURES = 50;
export const LOGIN_ACCOUNT_WINDOW_HOURS = 24;
export const LOGIN_ACCOUNT_PAUSE_MINUTES = 60;
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const PASSWORD_RESET_VALID_MINUTES = 30;

export const loginRequestSchema = z.object({
  userId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, LOGIN_MESSAGES.userIdRequired),
      z.maxLength(USER_ID_MAX, `User ID must be at most ${USER_ID_MAX} characters.`),
      z.regex(SINGLE_LINE_TEXT, CONTROL_CHARS_MESSAGE),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, LOGIN_MESSAGES.passwordRequired),
      z.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong),
      z.regex(SINGLE_LINE_TEXT, CONTROL_CHARS_MESSAGE),
    ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What follows a right password: the portal (`done`, with the partner), the second factor, or (when two-factor
 * sign-in is required and the partner has none yet) its set-up. Partner details only come with `done`.
 */
export const SIGN_IN_NEXT_STEPS = ["done", "second_factor", "enrolment"] as const;
export type SignInNextStep = (typeof SIGN_IN_NEXT_STEPS)[number];

export const loginResponseSchema = z.object({
  next: z.enum(SIGN_IN_NEXT_STEPS),
  partner: z.optional(partnerDetailsSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
