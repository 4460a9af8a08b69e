import { PASSWORD_MESSAGES, PASSWORD_RESET_VALID_MINUTES } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { enqueueMail } from "../../../mail/outbox";
import { commonPasswordError, hashPassword } from "../../../security/passwords";
import { hashToken, newSecretToken } from "../../../security/tokens";
import { clearSubject } from "../auth/attempt-throttle-store";
import type { AuthContext } from "../auth/auth-context";
import { endAllSessions } from "../auth/session-store";
import { SCOPES_LIFTED_BY_RESET } from "../auth/sign-in-rules";
import { forgetTrustedBrowsers } from "../auth/trusted-browser-store";
import { findPartnerById, findPartnerByUserIdOrEmail } from "../partners/partner-repository";
import { passwordResetMail } from "./password-reset-mail";
import {
  claimResetToken,
  countResetRequestsSince,
  findPendingResetToken,
  insertResetToken,
  setPasswordEndingResetLinks,
} from "./password-reset-repository";

/** More requests than this in an hour for one account send nothing more (no mail-bombing a partner). */
const MAX_REQUESTS_PER_HOUR = 5;

/** Always resolves the same way, whether or not the account exists. */
export async function requestPasswordReset(db: Db, input: { identifier: string; publicUrl: string; ip?: string }) {
  const partner = await findPartnerByUserIdOrEmail(db, input.identifier);
  if (!partner || partner.disabledAt) return;
  const recent = await countResetRequestsSince(db, partner.id, new Date(Date.now() - 3_600_000));
  if (recent >= MAX_REQUESTS_PER_HOUR) return;

  const token = newSecretToken();
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    await insertResetToken(tx, {
      tokenHash,
      partnerId: partner.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    });
    await enqueueMail(
      tx,
      passwordResetMail({
        key: `password-reset:${tokenHash}`,
        to: partner.email,
        name: partner.name,
        language: partner.language,
        link: `${input.publicUrl}/resetpassword?token=${token}`,
        token,
      }),
    );
    await recordAudit(tx, {
      event: "password_reset_requested",
      partnerId: partner.id,
      userId: partner.userId,
      ip: input.ip,
    });
  });
}

/**
 * Sets the new password from a reset link. Whoever holds the link controls the partner's e-mail, so besides ending
 * every session it lifts the partner's sign-in locks, and every trusted browser has to pass the second factor again
 * (the reset never replaces the second factor).
 */
export async function confirmPasswordReset(ctx: AuthContext, input: { token: string; password: string; ip?: string }) {
  const { db } = ctx;
  const tokenHash = hashToken(input.token);
  const pending = await findPendingResetToken(db, tokenHash);
  const partner = pending && (await findPartnerById(db, pending.partnerId));
  if (!pending || !partner || partner.disabledAt) throw new HttpError(400, PASSWORD_MESSAGES.resetInvalid);

  const weak = commonPasswordError(input.password, partner.userId);
  if (weak) throw new HttpError(400, weak, { password: [weak] });
  const passwordHash = await ctx.gate.run(() => hashPassword(input.password));

  await db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, tokenHash))) throw new HttpError(400, PASSWORD_MESSAGES.resetInvalid);
    // Every other link of this partner dies too, and every session ends.
    await setPasswordEndingResetLinks(tx, partner.id, passwordHash);
    await endAllSessions(tx, partner.id);
    await forgetTrustedBrowsers(tx, partner.id);
    await clearSubject(tx, partner.userId, SCOPES_LIFTED_BY_RESET);
    await recordAudit(tx, { event: "password_reset", partnerId: partner.id, userId: partner.userId, ip: input.ip });
  });
}
