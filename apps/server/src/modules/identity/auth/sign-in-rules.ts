import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_PAUSE_MINUTES,
  LOGIN_ACCOUNT_WINDOW_HOURS,
  LOGIN_CLIENT_MAX_FAILURES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MESSAGES,
  SECOND_FACTOR_LOCK_MINUTES,
  SECOND_FACTOR_MAX_FAILURES,
  TWO_FACTOR_MESSAGES,
} from "@pp/domain";
import { HttpError } from "../../../http/http-error";
import type { ThrottleRule } from "./attempt-throttle-store";

export const SCOPES = {
  userClient: "login:user-client",
  client: "login:client",
  account: "login:user",
  secondFactor: "second-factor",
  reauth: "reauth",
} as const;

/** Scopes a password reset lifts: the user has proved who they are by e-mail. */
export const SCOPES_LIFTED_BY_RESET = [SCOPES.userClient, SCOPES.account, SCOPES.secondFactor, SCOPES.reauth];

const LOCK_SECONDS = LOGIN_LOCK_MINUTES * 60;

/**
 * The password step counts per user id and client (the partner's own office is not locked by a stranger's
 * failures), per client across user ids (spraying), and per user id from everywhere (the ceiling). The user id is
 * the one typed, so unknown ids are counted and locked exactly like known ones.
 */
export function passwordStepRules(userIdKey: string, client: string): ThrottleRule[] {
  return [
    {
      scope: SCOPES.userClient,
      key: `${client} ${userIdKey}`,
      subject: userIdKey,
      limit: LOGIN_MAX_FAILURES,
      windowSeconds: LOCK_SECONDS,
      lockSeconds: LOCK_SECONDS,
      onSuccess: "reset",
    },
    {
      scope: SCOPES.client,
      key: client,
      limit: LOGIN_CLIENT_MAX_FAILURES,
      windowSeconds: LOCK_SECONDS,
      lockSeconds: LOCK_SECONDS,
      onSuccess: "release",
    },
    {
      scope: SCOPES.account,
      key: userIdKey,
      subject: userIdKey,
      limit: LOGIN_ACCOUNT_MAX_FAILURES,
      windowSeconds: LOGIN_ACCOUNT_WINDOW_HOURS * 3600,
      lockSeconds: LOGIN_ACCOUNT_PAUSE_MINUTES * 60,
      onSuccess: "release",
    },
  ];
}

/**
 * Codes of the second factor, wherever they are typed: one budget per user (keyed by the user's row id, which for an
 * owner made from a partner by decision 058's migration is the partner's id, so that counts kept counting).
 */
export const secondFactorRule = (user: { id: number; userId: string }): ThrottleRule => ({
  scope: SCOPES.secondFactor,
  key: String(user.id),
  subject: user.userId,
  limit: SECOND_FACTOR_MAX_FAILURES,
  windowSeconds: SECOND_FACTOR_LOCK_MINUTES * 60,
  lockSeconds: SECOND_FACTOR_LOCK_MINUTES * 60,
  onSuccess: "reset",
});

/** The password typed again in a signed-in session (security page): a stolen session cannot guess it freely. */
export const reauthRule = (user: { id: number; userId: string }): ThrottleRule => ({
  scope: SCOPES.reauth,
  key: String(user.id),
  subject: user.userId,
  limit: LOGIN_MAX_FAILURES,
  windowSeconds: LOCK_SECONDS,
  lockSeconds: LOCK_SECONDS,
  onSuccess: "reset",
});

const REFUSALS: Record<string, (seconds: number) => string> = {
  [SCOPES.userClient]: LOGIN_MESSAGES.lockedOut,
  [SCOPES.client]: LOGIN_MESSAGES.clientThrottled,
  [SCOPES.account]: LOGIN_MESSAGES.accountPaused,
  [SCOPES.secondFactor]: TWO_FACTOR_MESSAGES.tooManyCodes,
  [SCOPES.reauth]: TWO_FACTOR_MESSAGES.tooManyPasswords,
};

/** 429 with Retry-After and the message of the scope that refused: what to do and for how long. */
export function refusal(rule: ThrottleRule, retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  return new HttpError(429, REFUSALS[rule.scope]!(seconds), undefined, { "retry-after": String(seconds) });
}
