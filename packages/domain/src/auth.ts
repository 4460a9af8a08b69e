import * as z from "zod/mini";
import { CONTROL_CHARS_MESSAGE, SINGLE_LINE_TEXT } from "./control-chars";
import { partnerDetailsSchema } from "./partner";
import { LOGIN_RULES, type LoginRequest, type TextRule } from "./sign-in-rule";

/*
 * Sign-in. The sign-in page is the first page most visitors load, so this module uses zod/mini (a few kB) instead
 * of zod's classic API (about 25 kB gzipped) and imports nothing that does. The sign-in page itself loads no zod at
 * all: the rule, its limits and its messages are data in the zod-free sign-in-rule.ts, which the page checks with and
 * this schema is built from.
 */

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

/** The sign-in rule of sign-in-rule.ts as a schema: what `POST /api/auth/login` parses and documents. */
const ruledText = (rule: TextRule) =>
  z
    .string()
    .check(
      ...(rule.trim ? [z.trim()] : []),
      z.minLength(1, rule.required),
      z.maxLength(rule.max, rule.tooLong),
      z.regex(SINGLE_LINE_TEXT, CONTROL_CHARS_MESSAGE),
    );

export const loginRequestSchema = z.object({
  userId: ruledText(LOGIN_RULES.userId),
  password: ruledText(LOGIN_RULES.password),
}) satisfies z.ZodMiniType<LoginRequest>;

/**
 * What follows a right password: the portal (`done`, with the partner), the second factor, or (when two-factor
 * sign-in is required and the partner has none yet) its set-up. Partner details only come with `done`.
 */
export const SIGN_IN_NEXT_STEPS = ["done", "second_factor", "enrolment"] as const;
export type SignInNextStep = (typeof SIGN_IN_NEXT_STEPS)[number];

export const loginResponseSchema = z.object({
  next: z.enum(SIGN_IN_NEXT_STEPS),
  partner: z.optional(partnerDetailsSchema),
  /**
   * With `second_factor`, when the browser's trusted-browser cookie names a live trust of this partner: a one-time
   * challenge its key may sign (POST /api/auth/trusted-browser) instead of a code being typed.
   */
  deviceChallenge: z.optional(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
