import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inIds } from "../../../db/id-lists";
import { policies, renewalCodes, renewalGrants } from "../../../db/schema";

type NewGrant = typeof renewalGrants.$inferInsert;

export async function insertGrant(db: Db, grant: NewGrant) {
  await db.insert(renewalGrants).values(grant);
}

/**
 * The renewal grants of the partners being removed, and every grant to renew one of their policies (the demo partners'
 * removal, inside its transaction).
 */
export async function deleteGrantsOfPartners(tx: Db, of: { partnerIds: number[]; policyIds: number[] }) {
  const which = or(inIds(renewalGrants.partnerId, of.partnerIds), inIds(renewalGrants.policyId, of.policyIds));
  if (which) await tx.delete(renewalGrants).where(which);
}

/** Every renewal grant an invitation opened stops working (the invitation was cancelled). */
export async function deleteGrantsOfInvitation(tx: Db, invitationId: number) {
  await tx.delete(renewalGrants).where(eq(renewalGrants.invitationId, invitationId));
}

/** The grant the token's hash names, while it has not expired. */
export async function findLiveGrant(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      policyId: renewalGrants.policyId,
      partnerId: renewalGrants.partnerId,
      invitationId: renewalGrants.invitationId,
      verifiedAt: renewalGrants.verifiedAt,
    })
    .from(renewalGrants)
    .where(and(eq(renewalGrants.tokenHash, tokenHash), gt(renewalGrants.expiresAt, new Date())));
  return row;
}

/** Where a renewal code goes: the e-mail on the policy. */
export async function policyContact(db: Db, policyId: number) {
  const [row] = await db
    .select({ policyNo: policies.policyNo, email: policies.sponsorEmail })
    .from(policies)
    .where(eq(policies.id, policyId));
  return row;
}

/** Stores a new code for the policy and ends every earlier one; answers the new code's id. */
export async function replaceRenewalCode(
  tx: Db,
  code: { grantTokenHash: string; policyId: number; codeHash: string; expiresAt: Date },
) {
  await tx
    .update(renewalCodes)
    .set({ endedAt: new Date() })
    .where(and(eq(renewalCodes.policyId, code.policyId), isNull(renewalCodes.endedAt)));
  const [row] = await tx.insert(renewalCodes).values(code).returning({ id: renewalCodes.id });
  return row!.id;
}

/** The grant's newest code, its row locked until `tx` ends. */
export async function lockNewestCode(tx: Db, grantTokenHash: string) {
  const [row] = await tx
    .select()
    .from(renewalCodes)
    .where(eq(renewalCodes.grantTokenHash, grantTokenHash))
    .orderBy(desc(renewalCodes.id))
    .limit(1)
    .for("update");
  return row;
}

export async function setCodeTries(tx: Db, codeId: number, tries: number) {
  await tx.update(renewalCodes).set({ tries }).where(eq(renewalCodes.id, codeId));
}

/** The code is used up and its grant, while alive, sees the full details from now on. */
export async function useCodeAndVerifyGrant(tx: Db, codeId: number, grantTokenHash: string) {
  const now = new Date();
  await tx.update(renewalCodes).set({ endedAt: now }).where(eq(renewalCodes.id, codeId));
  await tx
    .update(renewalGrants)
    .set({ verifiedAt: now })
    .where(and(eq(renewalGrants.tokenHash, grantTokenHash), gt(renewalGrants.expiresAt, now)));
}
