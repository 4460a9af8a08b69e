import * as z from "zod/mini";
import { CONTROL_CHARS_MESSAGE, SINGLE_LINE_TEXT } from "./control-chars";

/*
 * Sign-in. The sign-in page is the first page most visitors load, so this module uses zod/mini (a few kB) instead
 * of zod's classic API (about 25 kB gzipped) and imports nothing that does (docs/decisions/006). The schema is the
 * same object the server validates `POST /api/auth/login` with; the rule lives here once.
 */

/** The user id is what an operator gave the partner (e.g. `agent.all`). */
export const USER_ID_MAX = 64;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const LOGIN_MESSAGES = {
  userIdRequired: "User ID is required.",
  passwordRequired: "Password is required.",
  invalidCredentials: "The user ID or password is incorrect.",
  lockedOut: "Too many failed sign-ins. Try again in 15 minutes or reset your password.",
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

/** Failed sign-ins allowed for one user id within the window before it is locked for the same window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
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
