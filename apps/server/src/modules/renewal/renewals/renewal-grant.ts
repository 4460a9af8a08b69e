import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { hashToken, newSecretToken } from "../../../security/tokens";
import type { PaymentChannel } from "../../payment";
import { findLiveGrant, insertGrant } from "./renewal-access-repository";
import { RENEWAL_ANSWERS } from "./renewal-answers";

const RENEWAL_GRANT_MINUTES = 30;
const RENEWAL_COOKIE = "pp_renewal";
const GRANT_ENDED = RENEWAL_ANSWERS.sessionEnded;

/**
 * Permission to renew one policy. partnerId: the policy's own partner acting for the customer (their start of a
 * renewal, their invitation), else null; it never decides whom the renewal is recorded for, the policy does.
 * invitationId: the customer came through a partner's invitation (the payment's result page says so).
 */
export type RenewalGrant = { policyId: number; partnerId: number | null; invitationId?: number | null };

/** Where a renewal's payer returns: an invitation's page, the partner's shell for the policy's own partner, else the customer's. */
export function renewalPaymentChannel(
  grant: RenewalGrant,
  partner: { id: number } | null,
  returnTo: "customer" | "partner",
): PaymentChannel {
  if (grant.invitationId) return "invitation";
  if (returnTo === "partner" && partner !== null && grant.partnerId === partner.id) return "partner_renewal";
  return "renewal";
}

/** A grant as a request presents it: who holds it, whether its holder proved the e-mail on file, who is signed in. */
export type HeldGrant = RenewalGrant & {
  tokenHash: string;
  /** The cookie's secret itself: the key of this grant's one-time code hashes (never stored). */
  token: string;
  verifiedAt: Date | null;
  signedInPartnerId: number | null;
  /** The signed-in partner's user, who acts on the renewal when it is their partner's (decision 059). */
  signedInUserId: number | null;
};

/** Permission to renew one policy, for a short time; only its hash is stored. */
export async function createGrant(db: Db, reply: FastifyReply, grant: RenewalGrant, secure: boolean) {
  const token = newSecretToken();
  await insertGrant(db, {
    tokenHash: hashToken(token),
    policyId: grant.policyId,
    partnerId: grant.partnerId,
    invitationId: grant.invitationId ?? null,
    expiresAt: new Date(Date.now() + RENEWAL_GRANT_MINUTES * 60_000),
  });
  // Sent with the renewal's pages as well as its API: the server sends each page with the renewal's first answers.
  reply.setCookie(RENEWAL_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: RENEWAL_GRANT_MINUTES * 60,
  });
}

export async function currentGrant(db: Db, request: FastifyRequest): Promise<HeldGrant> {
  const token = request.cookies[RENEWAL_COOKIE];
  if (!token || token.length > 100) throw new HttpError(401, GRANT_ENDED);
  const tokenHash = hashToken(token);
  const row = await findLiveGrant(db, tokenHash);
  if (!row) throw new HttpError(401, GRANT_ENDED);
  return {
    ...row,
    tokenHash,
    token,
    signedInPartnerId: request.partner?.id ?? null,
    signedInUserId: request.user?.id ?? null,
  };
}

/**
 * The full details (names, dates of birth, contact details, and changing them) are for a holder who entered the
 * code sent to the e-mail on file, or for the policy's own partner while signed in. Everyone else sees them masked.
 */
export function seesFullDetails(grant: HeldGrant, policyPartnerId: number | null): boolean {
  if (grant.verifiedAt) return true;
  return policyPartnerId !== null && grant.signedInPartnerId === policyPartnerId;
}
