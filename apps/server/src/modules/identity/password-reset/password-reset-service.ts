import { PASSWORD_MESSAGES, PASSWORD_RESET_VALID_MINUTES } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { enqueueMail } from "../../../mail/outbox";
import { commonPasswordError, hashPassword } from "../../../security/passwords";
import { hashToken, newSecretToken } from "../../../security/tokens";
import { clearSubject } from "../auth/attempt-throttle-store";
import type { AuthContext } from "../auth/auth-context";
import { endUserSessions } from "../auth/session-store";
import { SCOPES_LIFTED_BY_RESET } from "../auth/sign-in-rules";
import { forgetTrustedBrowsers } from "../auth/trusted-browser-store";
import { findUserById, findUserByUserIdOrEmail } from "../partners/partner-user-repository";
import { passwordResetMail } from "./password-reset-mail";
import {
  claimResetToken,
  countResetRequestsSince,
  findPendingResetToken,
  insertResetToken,
  setPasswordEndingResetLinks,
} from "./password-reset-repository";

/** More requests than this in an hour for one account send nothing more (no mail-bombing a user). */
const MAX_REQUESTS_PER_HOUR = 5;

/** Always resolves the same way, whether or not the account exists. */
export async function requestPasswordReset(db: Db, input: { identifier: string; publicUrl: string; ip?: string }) {
  const found = await findUserByUserIdOrEmail(db, input.identifier);
  if (!found || found.user.disabledAt || found.partner.disabledAt) return;
  const { partner, user } = found;
  const recent = await countResetRequestsSince(db, user.id, new Date(Date.now() - 3_600_000));
  if (recent >= MAX_REQUESTS_PER_HOUR) return;

  const token = newSecretToken();
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    await insertResetToken(tx, {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    });
    await enqueueMail(
      tx,
      passwordResetMail({
        key: `password-reset:${tokenHash}`,
        to: user.email,
        name: user.name,
        language: user.language,
        link: `${input.publicUrl}/resetpassword?token=${token}`,
        token,
      }),
    );
    await recordAudit(tx, {
      event: "password_reset_requested",
      partnerId: partner.id,
      actingUserId: user.id,
      userId: user.userId,
      ip: input.ip,
    });
  });
}

/**
 * Sets the user's new password from a reset link. Whoever holds the link controls the user's e-mail, so besides
 * ending every session of theirs it lifts their sign-in locks, and every browser they trusted has to pass the second
 * factor again (the reset never replaces the second factor).
 */
export async function confirmPasswordReset(ctx: AuthContext, input: { token: string; password: string; ip?: string }) {
  const { db } = ctx;
  const tokenHash = hashToken(input.token);
  const pending = await findPendingResetToken(db, tokenHash);
  const found = pending && (await findUserById(db, pending.userId));
  if (!pending || !found || found.user.disabledAt || found.partner.disabledAt)
    throw new HttpError(400, PASSWORD_MESSAGES.resetInvalid);
  const { partner, user } = found;

  const weak = commonPasswordError(input.password, user.userId);
  if (weak) throw new HttpError(400, weak, { password: [weak] });
  const passwordHash = await ctx.gate.run(() => hashPassword(input.password));

  await db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, tokenHash))) throw new HttpError(400, PASSWORD_MESSAGES.resetInvalid);
    // Every other link of this user dies too, and every session of theirs ends; the partner's other users stay.
    await setPasswordEndingResetLinks(tx, user.id, passwordHash);
    await endUserSessions(tx, user.id);
    await forgetTrustedBrowsers(tx, user.id);
    await clearSubject(tx, user.userId, SCOPES_LIFTED_BY_RESET);
    await recordAudit(tx, {
      event: "password_reset",
      partnerId: partner.id,
      actingUserId: user.id,
      userId: user.userId,
      ip: input.ip,
    });
  });
}
