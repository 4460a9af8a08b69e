import { LOGIN_MESSAGES, type LoginRequest } from "@pp/domain";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/http-error";
import { decoyPasswordHash, verifyPassword } from "../../security/passwords";
import { findPartnerByUserId, normaliseUserId, toPartnerDetails } from "../partners/partner-repository";
import { createSession, endSession } from "./session-store";
import { lockedUntil } from "./sign-in-lockout";

type RequestMeta = { ip?: string; userAgent?: string };

export async function signIn(db: Db, input: LoginRequest & { previousToken?: string; meta: RequestMeta }) {
  const userIdKey = normaliseUserId(input.userId);
  const until = await lockedUntil(db, userIdKey);
  if (until) {
    await recordAudit(db, { event: "sign_in_locked", userId: userIdKey, ip: input.meta.ip });
    const retryAfter = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    throw new HttpError(429, LOGIN_MESSAGES.lockedOut, undefined, { "retry-after": String(retryAfter) });
  }
  const partner = await findPartnerByUserId(db, userIdKey);
  const passwordOk = await verifyPassword(partner?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!partner || !passwordOk || partner.disabledAt) {
    await recordAudit(db, {
      event: "sign_in_failed",
      userId: userIdKey,
      partnerId: partner?.id,
      ip: input.meta.ip,
      details: { reason: !partner ? "unknown_user" : !passwordOk ? "wrong_password" : "disabled" },
    });
    throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
  }
  // A fresh session id at every sign-in (no fixation); the session the browser held before ends.
  if (input.previousToken) await endSession(db, input.previousToken);
  const token = await createSession(db, partner.id, input.meta);
  await recordAudit(db, { event: "sign_in", userId: userIdKey, partnerId: partner.id, ip: input.meta.ip });
  return { token, partner: toPartnerDetails(partner) };
}

export async function signOut(db: Db, input: { token: string; partnerId?: number; ip?: string }) {
  await endSession(db, input.token);
  if (input.partnerId) await recordAudit(db, { event: "sign_out", partnerId: input.partnerId, ip: input.ip });
}
