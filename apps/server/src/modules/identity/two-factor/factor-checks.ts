import { readSecondFactorCode, TWO_FACTOR_MESSAGES } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import { HttpError } from "../../../http/http-error";
import { enqueueMail } from "../../../mail/outbox";
import { verifyPassword } from "../../../security/passwords";
import {
  recordFailure,
  recordSuccess,
  releaseSlots,
  reserveAttempt,
  type ThrottleRule,
} from "../auth/attempt-throttle-store";
import type { AuthContext } from "../auth/auth-context";
import type { RequestMeta } from "../auth/session-store";
import { secondFactorLockedMail } from "../auth/sign-in-alert-mail";
import { reauthRule, refusal, secondFactorRule } from "../auth/sign-in-rules";
import type { UserOfPartner } from "../partners/partner-user-repository";
import { consumeRecoveryCode } from "./recovery-code-store";
import { matchingStep } from "./totp";
import { claimStep, findTwoFactor } from "./two-factor-store";

/**
 * Runs one counted check: a slot is taken before `check` looks at anything, a refusal answers 429, a check that
 * could not run (server busy) gives its slot back, a failure keeps it and may lock the scope.
 */
async function countedCheck(
  ctx: AuthContext,
  rule: ThrottleRule,
  check: () => Promise<boolean>,
  onFailure: (tripped: { until: Date } | undefined) => Promise<void>,
) {
  const reservation = await reserveAttempt(ctx.db, [rule]);
  if (!reservation.granted) throw refusal(reservation.refusedBy, reservation.retryAfterSeconds);
  let ok: boolean;
  try {
    ok = await check();
  } catch (error) {
    await releaseSlots(ctx.db, [rule]);
    throw error;
  }
  if (ok) {
    await recordSuccess(ctx.db, [rule]);
    return;
  }
  const [tripped] = await recordFailure(ctx.db, [rule]);
  await onFailure(tripped);
}

/**
 * Checks a code of the user's second factor (the app's code, or a recovery code, which is then used up). Wrong
 * codes count against one budget per user wherever they are typed; when it runs out the user is e-mailed,
 * because whoever typed them got past the password. Throws 400 on a wrong code, 429 when locked.
 */
export async function verifySecondFactor(
  ctx: AuthContext,
  { partner, user }: UserOfPartner,
  code: string,
  meta: RequestMeta,
): Promise<"totp" | "recovery"> {
  const read = readSecondFactorCode(code);
  let kind: "totp" | "recovery" = "totp";
  await countedCheck(
    ctx,
    secondFactorRule(user),
    async () => {
      if (!read) return false;
      kind = read.kind;
      if (read.kind === "recovery") return ctx.gate.run(() => consumeRecoveryCode(ctx.db, user.id, read.value));
      const twoFactor = await findTwoFactor(ctx.db, user.id);
      if (!twoFactor?.confirmedAt) return false;
      const step = matchingStep(ctx.box.open(twoFactor.sealedSecret), read.value);
      return step !== undefined && (await claimStep(ctx.db, user.id, step));
    },
    async (tripped) => {
      await recordAudit(ctx.db, {
        event: "second_factor_failed",
        partnerId: partner.id,
        actingUserId: user.id,
        userId: user.userId,
        ip: meta.ip,
        details: { kind },
      });
      if (tripped) {
        await recordAudit(ctx.db, {
          event: "sign_in_locked",
          partnerId: partner.id,
          actingUserId: user.id,
          userId: user.userId,
          ip: meta.ip,
          details: { scope: "second-factor", until: tripped.until.toISOString() },
        });
        await enqueueMail(ctx.db, secondFactorLockedMail(user, tripped.until, ctx.publicUrl));
      }
      throw new HttpError(400, TWO_FACTOR_MESSAGES.codeWrong, { code: [TWO_FACTOR_MESSAGES.codeWrong] });
    },
  );
  return kind;
}

/**
 * The password typed again inside a session before a change to how the user signs in: counted per user, so a
 * stolen session cannot be used to guess the password. Throws 400 on a wrong password, 429 when locked.
 */
export async function verifyCurrentPassword(
  ctx: AuthContext,
  { partner, user }: UserOfPartner,
  password: string,
  meta: RequestMeta,
) {
  await countedCheck(
    ctx,
    reauthRule(user),
    () => ctx.gate.run(() => verifyPassword(user.passwordHash, password)),
    async (tripped) => {
      await recordAudit(ctx.db, {
        event: "reauth_failed",
        partnerId: partner.id,
        actingUserId: user.id,
        userId: user.userId,
        ip: meta.ip,
        details: tripped ? { locked_until: tripped.until.toISOString() } : undefined,
      });
      throw new HttpError(400, TWO_FACTOR_MESSAGES.passwordWrong, { password: [TWO_FACTOR_MESSAGES.passwordWrong] });
    },
  );
}
