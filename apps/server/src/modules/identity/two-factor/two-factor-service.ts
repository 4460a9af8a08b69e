import { formatRecoveryCode, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import { HttpError } from "../../../http/http-error";
import { type AuthContext, secondFactorRequiredFor } from "../auth/auth-context";
import {
  createSession,
  endOtherSessions,
  endSessionById,
  type LiveSession,
  type RequestMeta,
  setSessionStage,
} from "../auth/session-store";
import { partnerDetailsOf, type UserOfPartner } from "../partners/partner-user-repository";
import { verifyCurrentPassword, verifySecondFactor } from "./factor-checks";
import {
  hashRecoveryCodes,
  newRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodeCount,
} from "./recovery-code-store";
import { groupedSecret, matchingStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from "./totp";
import { confirmPendingSecret, findTwoFactor, removeSecondFactor, savePendingSecret } from "./two-factor-store";

export async function twoFactorStatus(
  ctx: AuthContext,
  user: { id: number; userId: string; secondFactorRequired: boolean },
): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(ctx.db, user.id);
  const enabled = Boolean(row?.confirmedAt);
  return {
    enabled,
    enabledAt: row?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await unusedRecoveryCodeCount(ctx.db, user.id) : 0,
    required: secondFactorRequiredFor(ctx, user),
  };
}

/** A new secret for the user's app, as a QR code and as text; it counts only once a code from it is confirmed. */
export async function startEnrolment(ctx: AuthContext, user: { id: number; userId: string }) {
  if ((await findTwoFactor(ctx.db, user.id))?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = newTotpSecret();
  await savePendingSecret(ctx.db, user.id, ctx.box.seal(secret));
  const url = otpauthUrl(secret, user.userId);
  return { secret: groupedSecret(secret), otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

/**
 * Turns the second factor on once a code from the new secret proves the app holds it, and hands out ten recovery
 * codes (shown this once). From the security page the password is asked again; right after the password step of a
 * sign-in it was just given. Every other session of the user ends; a sign-in that was waiting for this set-up
 * becomes a signed-in session under a new id.
 */
export async function confirmEnrolment(
  ctx: AuthContext,
  input: { session: LiveSession; code: string; password?: string; meta: RequestMeta },
) {
  const { db } = ctx;
  const { session } = input;
  const { partner, user } = session;
  if (session.stage === "full") {
    if (!input.password)
      throw new HttpError(400, TWO_FACTOR_MESSAGES.passwordRequired, {
        password: [TWO_FACTOR_MESSAGES.passwordRequired],
      });
    await verifyCurrentPassword(ctx, session, input.password, input.meta);
  }
  const pending = await findTwoFactor(db, user.id);
  if (pending?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!pending) throw new HttpError(409, TWO_FACTOR_MESSAGES.noEnrolment);
  const step = matchingStep(ctx.box.open(pending.sealedSecret), input.code);
  if (step === undefined)
    throw new HttpError(400, TWO_FACTOR_MESSAGES.codeWrong, { code: [TWO_FACTOR_MESSAGES.codeWrong] });

  const codes = newRecoveryCodes();
  const hashes = await ctx.gate.run(() => hashRecoveryCodes(codes));
  const token = await db.transaction(async (tx) => {
    if (!(await confirmPendingSecret(tx, user.id, pending.sealedSecret, step)))
      throw new HttpError(409, TWO_FACTOR_MESSAGES.noEnrolment);
    await replaceRecoveryCodes(tx, user.id, hashes);
    await endOtherSessions(tx, user.id, session.id);
    await recordAudit(tx, {
      event: "two_factor_enabled",
      partnerId: partner.id,
      actingUserId: user.id,
      userId: user.userId,
      ip: input.meta.ip,
    });
    if (session.stage === "full") return undefined;
    // The sign-in that was waiting for this set-up is complete: a new session id from here on.
    await endSessionById(tx, session.id);
    const fresh = await createSession(tx, user, input.meta);
    await recordAudit(tx, {
      event: "sign_in",
      userId: user.userId,
      partnerId: partner.id,
      actingUserId: user.id,
      ip: input.meta.ip,
      details: { secondFactor: "enrolment" },
    });
    return fresh;
  });
  return { token, recoveryCodes: codes.map(formatRecoveryCode), partner: partnerDetailsOf(session) };
}

/**
 * Turns the second factor off with the password and a current code. Trusted browsers and every other session end.
 * Where every partner must have one, the session goes straight back to setting one up (a new phone, say).
 */
export async function disableTwoFactor(
  ctx: AuthContext,
  input: { session: LiveSession; password: string; code: string; meta: RequestMeta },
) {
  const { db } = ctx;
  const { session } = input;
  const { partner, user } = session;
  if (!(await findTwoFactor(db, user.id))?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notEnabled);
  await verifyCurrentPassword(ctx, session, input.password, input.meta);
  await verifySecondFactor(ctx, session, input.code, input.meta);
  const mustReenrol = secondFactorRequiredFor(ctx, user);
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, user.id);
    await endOtherSessions(tx, user.id, session.id);
    if (mustReenrol) await setSessionStage(tx, session.id, "enrolment");
    await recordAudit(tx, {
      event: "two_factor_disabled",
      partnerId: partner.id,
      actingUserId: user.id,
      userId: user.userId,
      ip: input.meta.ip,
    });
  });
  return { next: mustReenrol ? ("enrolment" as const) : ("done" as const) };
}

/** Ten new recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: AuthContext,
  input: { session: UserOfPartner; code: string; meta: RequestMeta },
) {
  const { db } = ctx;
  const { session } = input;
  const { partner, user } = session;
  if (!(await findTwoFactor(db, user.id))?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notEnabled);
  await verifySecondFactor(ctx, session, input.code, input.meta);
  const codes = newRecoveryCodes();
  const hashes = await ctx.gate.run(() => hashRecoveryCodes(codes));
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, hashes);
    await recordAudit(tx, {
      event: "recovery_codes_regenerated",
      partnerId: partner.id,
      actingUserId: user.id,
      userId: user.userId,
      ip: input.meta.ip,
    });
  });
  return { recoveryCodes: codes.map(formatRecoveryCode), partner: partnerDetailsOf(session) };
}
