import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inIds } from "../../../db/id-lists";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { invitations, policies, quotations } from "../../../db/schema";

export type Invitation = typeof invitations.$inferSelect;
type NewInvitation = typeof invitations.$inferInsert;
type Product = Invitation["product"];

/** The partner's new-business quotation of `product` with this number (any case). */
export async function findPartnerQuotationByNumber(db: Db, scope: RecordScope, product: Product, reference: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(
      and(
        sql`upper(${quotations.quotationNo}) = upper(${reference})`,
        inScope(quotations, scope),
        eq(quotations.product, product),
        eq(quotations.journey, "new_business"),
      ),
    );
  return row;
}

/** The partner's policy of `product` with this number (any case). */
export async function findPartnerPolicyByNumber(db: Db, scope: RecordScope, product: Product, reference: string) {
  const [row] = await db
    .select()
    .from(policies)
    .where(
      and(
        sql`lower(${policies.policyNo}) = lower(${reference})`,
        inScope(policies, scope),
        eq(policies.product, product),
      ),
    );
  return row;
}

/** A new invitation, created by the partner's user acting (decision 059), who is also its last actor. */
export async function insertInvitation(tx: Db, values: NewInvitation, user: number) {
  const [row] = await tx
    .insert(invitations)
    .values({ ...values, createdByUserId: user, lastActedByUserId: user })
    .returning();
  return row!;
}

/** One of the invitations the user sees (decision 059), its row locked until `tx` ends. */
export async function lockPartnerInvitation(tx: Db, id: number, scope: RecordScope) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), inScope(invitations, scope)))
    .for("update");
  return row;
}

/** The invitation gets a new secret and expiry (the caller withdraws the payment link of the old one first). */
export async function replaceInvitationSecret(
  tx: Db,
  old: Invitation,
  renewal: { tokenHash: string; expiresAt: Date; user: number },
) {
  const [row] = await tx
    .update(invitations)
    .set({ tokenHash: renewal.tokenHash, expiresAt: renewal.expiresAt, lastActedByUserId: renewal.user })
    .where(eq(invitations.id, old.id))
    .returning();
  return row!;
}

/** Cancelled (the caller then withdraws its payment link and the renewal grants it opened). */
export async function markInvitationCancelled(tx: Db, invitation: Invitation, user: number) {
  await tx
    .update(invitations)
    .set({ cancelledAt: new Date(), lastActedByUserId: user })
    .where(eq(invitations.id, invitation.id));
}

/**
 * The invitations of the partners being removed, and every invitation to one of the quotations or policies removed
 * with them (the demo partners' removal, inside its transaction).
 */
export async function deleteInvitationsOfPartners(
  tx: Db,
  of: { partnerIds: number[]; quotationIds: number[]; policyIds: number[] },
) {
  const which = or(
    inIds(invitations.partnerId, of.partnerIds),
    inIds(invitations.quotationId, of.quotationIds),
    inIds(invitations.policyId, of.policyIds),
  );
  if (which) await tx.delete(invitations).where(which);
}

/**
 * Called where an accepted payment is applied, inside its transaction (which holds the payment's lock): the
 * invitations to pay this quotation, or to renew its parent policy, are completed once.
 */
export async function completeInvitationsPaidBy(
  tx: Db,
  quotation: { id: number; journey: string; parentPolicyId: number | null },
  user: number | null,
) {
  const renews =
    quotation.journey === "renewal" && quotation.parentPolicyId
      ? and(eq(invitations.journey, "renewal"), eq(invitations.policyId, quotation.parentPolicyId))
      : undefined;
  await tx
    .update(invitations)
    // The payer completes it (decision 059): the partner's user paying from their shell, or nobody (the customer).
    .set({ completedAt: new Date(), lastActedByUserId: user })
    .where(
      and(
        isNull(invitations.completedAt),
        isNull(invitations.cancelledAt),
        or(eq(invitations.quotationId, quotation.id), renews),
      ),
    );
}
