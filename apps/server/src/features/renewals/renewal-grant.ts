import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { renewalGrants } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { hashToken, newSecretToken } from "../../security/tokens";

export const RENEWAL_GRANT_MINUTES = 30;
export const RENEWAL_COOKIE = "pp_renewal";
export const GRANT_ENDED = "Your renewal session has ended. Search for your policy again to continue.";

/** invitationId: the customer came through a partner's invitation (the payment's result page says so). */
export type RenewalGrant = { policyId: number; partnerId: number | null; invitationId?: number | null };

/** Permission to renew one policy, for a short time; only its hash is stored. */
export async function createGrant(db: Db, reply: FastifyReply, grant: RenewalGrant, secure: boolean) {
  const token = newSecretToken();
  await db.insert(renewalGrants).values({
    tokenHash: hashToken(token),
    policyId: grant.policyId,
    partnerId: grant.partnerId,
    invitationId: grant.invitationId ?? null,
    expiresAt: new Date(Date.now() + RENEWAL_GRANT_MINUTES * 60_000),
  });
  reply.setCookie(RENEWAL_COOKIE, token, {
    path: "/api/renewals",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: RENEWAL_GRANT_MINUTES * 60,
  });
}

export async function currentGrant(db: Db, request: FastifyRequest): Promise<RenewalGrant> {
  const token = request.cookies[RENEWAL_COOKIE];
  if (!token || token.length > 100) throw new HttpError(401, GRANT_ENDED);
  const [row] = await db
    .select({
      policyId: renewalGrants.policyId,
      partnerId: renewalGrants.partnerId,
      invitationId: renewalGrants.invitationId,
    })
    .from(renewalGrants)
    .where(and(eq(renewalGrants.tokenHash, hashToken(token)), gt(renewalGrants.expiresAt, new Date())));
  if (!row) throw new HttpError(401, GRANT_ENDED);
  return row;
}
