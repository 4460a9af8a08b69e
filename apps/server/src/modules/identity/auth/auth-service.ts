import {
  LOGIN_MESSAGES,
  type LoginRequest,
  type PartnerDetails,
  type SignInNextStep,
  TWO_FACTOR_MESSAGES,
  trustedBrowserSignedText,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { clientKey } from "../../../http/client-address";
import { HttpError } from "../../../http/http-error";
import { enqueueMail } from "../../../mail/outbox";
import { isDeviceSignature, readDevicePublicKey } from "../../../security/device-key";
import { decoyPasswordHash, verifyPassword } from "../../../security/passwords";
import { normaliseUserId } from "../partners/partner-repository";
import { findUserByUserId, partnerDetailsOf, type UserOfPartner } from "../partners/partner-user-repository";
import { verifySecondFactor } from "../two-factor/factor-checks";
import { findTwoFactor } from "../two-factor/two-factor-store";
import {
  recordFailure,
  recordSuccess,
  releaseSlots,
  reserveAttempt,
  type ThrottleRule,
} from "./attempt-throttle-store";
import { type AuthContext, secondFactorRequiredFor } from "./auth-context";
import { createSession, endSession, endSessionById, type LiveSession, type RequestMeta } from "./session-store";
import { accountPausedMail } from "./sign-in-alert-mail";
import { passwordStepRules, refusal, SCOPES } from "./sign-in-rules";
import { issueBrowserChallenge, takeBrowserChallenge, trustBrowser } from "./trusted-browser-store";

type SignInInput = LoginRequest & {
  previousToken?: string;
  /** The "trust this browser" cookie, if the browser sent one. */
  trustedToken?: string;
  meta: RequestMeta;
};

type SignInResult = {
  token: string;
  next: SignInNextStep;
  partner?: PartnerDetails;
  deviceChallenge?: string;
};

/**
 * The password step. A slot is taken in every counted scope before the password is looked at (so a burst of
 * concurrent guesses evaluates at most the limit), the hashing waits for the work gate, and only a right password
 * reveals anything more: whether a second factor, or its set-up, comes next.
 */
export async function signIn(ctx: AuthContext, input: SignInInput): Promise<SignInResult> {
  const { db } = ctx;
  const userIdKey = normaliseUserId(input.userId);
  const rules = passwordStepRules(userIdKey, clientKey(input.meta.ip));
  const reservation = await reserveAttempt(db, rules);
  if (!reservation.granted) throw refusal(reservation.refusedBy, reservation.retryAfterSeconds);

  let found: UserOfPartner | undefined;
  let passwordOk: boolean;
  try {
    found = await findUserByUserId(db, userIdKey);
    const passwordHash = found?.user.passwordHash;
    // Unknown ids cost the same hash as known ones: timing does not tell them apart.
    passwordOk = await ctx.gate.run(async () =>
      verifyPassword(passwordHash ?? (await decoyPasswordHash()), input.password),
    );
  } catch (error) {
    // Never evaluated (the server was busy): the attempt does not count.
    await releaseSlots(db, rules);
    throw error;
  }

  // A disabled user, or any user of a disabled partner, is refused like a wrong password.
  if (!found || !passwordOk || found.user.disabledAt || found.partner.disabledAt) {
    await recordAudit(db, {
      event: "sign_in_failed",
      userId: userIdKey,
      partnerId: found?.partner.id,
      actingUserId: found?.user.id ?? null,
      ip: input.meta.ip,
      details: { reason: !found ? "unknown_user" : !passwordOk ? "wrong_password" : "disabled" },
    });
    await recordLocks(ctx, rules, userIdKey, found, input.meta);
    throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
  }
  await recordSuccess(db, rules);
  const { partner, user } = found;

  // A fresh session id at every sign-in (no fixation); the session the browser held before ends.
  if (input.previousToken) await endSession(db, input.previousToken);
  const { next, deviceChallenge } = await stepAfterPassword(ctx, found, input.trustedToken);
  if (next === "done") {
    const token = await createSession(db, user, input.meta);
    await recordAudit(db, {
      event: "sign_in",
      userId: userIdKey,
      partnerId: partner.id,
      actingUserId: user.id,
      ip: input.meta.ip,
    });
    return { token, next, partner: partnerDetailsOf(found) };
  }
  const token = await createSession(db, user, input.meta, next);
  await recordAudit(db, {
    event: "sign_in_password_verified",
    userId: userIdKey,
    partnerId: partner.id,
    actingUserId: user.id,
    ip: input.meta.ip,
    details: { next, ...(deviceChallenge ? { deviceChallenge: true } : {}) },
  });
  return { token, next, deviceChallenge };
}

/**
 * A user with a second factor passes it next; a browser whose cookie names a live trust of theirs also gets a
 * challenge that the browser's own key may sign instead (the cookie alone skips nothing). A user who must have a
 * second factor and has none sets it up.
 */
async function stepAfterPassword(
  ctx: AuthContext,
  { user }: UserOfPartner,
  trustedToken: string | undefined,
): Promise<{ next: SignInNextStep; deviceChallenge?: string }> {
  if ((await findTwoFactor(ctx.db, user.id))?.confirmedAt) {
    return { next: "second_factor", deviceChallenge: await issueBrowserChallenge(ctx.db, user.id, trustedToken) };
  }
  return { next: secondFactorRequiredFor(ctx, user) ? "enrolment" : "done" };
}

/** Audits each lock this failure set; the ceiling across every network also e-mails the user, once per lock. */
async function recordLocks(
  ctx: AuthContext,
  rules: ThrottleRule[],
  userIdKey: string,
  found: UserOfPartner | undefined,
  meta: RequestMeta,
) {
  for (const { rule, until } of await recordFailure(ctx.db, rules)) {
    await recordAudit(ctx.db, {
      event: "sign_in_locked",
      userId: userIdKey,
      partnerId: found?.partner.id,
      actingUserId: found?.user.id ?? null,
      ip: meta.ip,
      details: { scope: rule.scope, until: until.toISOString() },
    });
    if (rule.scope === SCOPES.account && found) {
      await enqueueMail(ctx.db, accountPausedMail(found.user, until, ctx.publicUrl));
    }
  }
}

/**
 * The second step: a code of the user's authenticator or a recovery code, counted like the password. On success
 * the pending session ends and a new one (a new id) is the signed-in session; "trust this browser" adds its cookie.
 */
export async function completeSecondFactor(
  ctx: AuthContext,
  input: { session: LiveSession; code: string; trustBrowser: boolean; devicePublicKey?: string; meta: RequestMeta },
) {
  const { db } = ctx;
  const { partner, user } = input.session;
  // The key is checked before the code, so a refused key does not spend the code.
  const deviceKey = input.trustBrowser ? checkedDeviceKey(input.devicePublicKey) : undefined;
  const kind = await verifySecondFactor(ctx, input.session, input.code, input.meta);
  await endSessionById(db, input.session.id);
  const token = await createSession(db, user, input.meta);
  const trustedToken = deviceKey ? await trustBrowser(db, user.id, deviceKey, input.meta) : undefined;
  await recordAudit(db, {
    event: "sign_in",
    userId: user.userId,
    partnerId: partner.id,
    actingUserId: user.id,
    ip: input.meta.ip,
    details: { secondFactor: kind, trustedBrowser: input.trustBrowser },
  });
  return { token, trustedToken, partner: partnerDetailsOf(input.session) };
}

/** A browser is trusted only with a key of its own: a P-256 public key, or the request is refused. */
function checkedDeviceKey(publicKey: string | undefined): string {
  if (!publicKey) {
    throw new HttpError(400, TWO_FACTOR_MESSAGES.browserKeyRequired, {
      devicePublicKey: [TWO_FACTOR_MESSAGES.browserKeyRequired],
    });
  }
  if (!readDevicePublicKey(publicKey)) {
    throw new HttpError(400, TWO_FACTOR_MESSAGES.browserKeyInvalid, {
      devicePublicKey: [TWO_FACTOR_MESSAGES.browserKeyInvalid],
    });
  }
  return publicKey;
}

/**
 * The second step done by a trusted browser: the login's challenge signed by the key registered with the trust its
 * cookie names, for this very user, before the trust and the challenge expire. The challenge is spent whatever
 * the answer; a refusal leaves the sign-in waiting for a code, as before.
 */
export async function completeTrustedBrowserSignIn(
  ctx: AuthContext,
  input: { session: LiveSession; trustedToken?: string; signature: string; meta: RequestMeta },
) {
  const { db } = ctx;
  const { partner, user } = input.session;
  const pending = await takeBrowserChallenge(db, user.id, input.trustedToken);
  const proven =
    !!pending && isDeviceSignature(pending.publicKey, trustedBrowserSignedText(pending.challenge), input.signature);
  if (!proven) {
    await recordAudit(db, {
      event: "sign_in_failed",
      userId: user.userId,
      partnerId: partner.id,
      actingUserId: user.id,
      ip: input.meta.ip,
      details: { reason: pending ? "browser_key_refused" : "no_browser_challenge" },
    });
    throw new HttpError(400, TWO_FACTOR_MESSAGES.browserNotProven);
  }
  await endSessionById(db, input.session.id);
  const token = await createSession(db, user, input.meta);
  await recordAudit(db, {
    event: "sign_in",
    userId: user.userId,
    partnerId: partner.id,
    actingUserId: user.id,
    ip: input.meta.ip,
    details: { secondFactor: "trusted_browser" },
  });
  return { token, partner: partnerDetailsOf(input.session) };
}

export async function signOut(db: Db, input: { token: string; session?: LiveSession; ip?: string }) {
  await endSession(db, input.token);
  if (input.session) {
    await recordAudit(db, {
      event: "sign_out",
      partnerId: input.session.partner.id,
      actingUserId: input.session.user.id,
      ip: input.ip,
    });
  }
}
