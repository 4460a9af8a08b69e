import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inIds } from "../../../db/id-lists";
import { invitations, policies, quotations } from "../../../db/schema";

export type Invitation = typeof invitations.$inferSelect;
type NewInvitation = typeof invitations.$inferInsert;
type Product = Invitation["product"];

/** The partner's new-business quotation of `product` with this number (any case). */
export async function findPartnerQuotationByNumber(db: Db, partnerId: number, product: Product, reference: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(
      and(
        sql`upper(${quotations.quotationNo}) = upper(${reference})`,
        eq(quotations.partnerId, partnerId),
        eq(quotations.product, product),
        eq(quotations.journey, "new_business"),
      ),
    );
  return row;
}

/** The partner's policy of `product` with this number (any case). */
export async function findPartnerPolicyByNumber(db: Db, partnerId: number, product: Product, reference: string) {
  const [row] = await db
    .select()
    .from(policies)
    .where(
      and(
        sql`lower(${policies.policyNo}) = lower(${reference})`,
        eq(policies.partnerId, partnerId),
        eq(policies.product, product),
      ),
    );
  return row;
}

export async function insertInvitation(tx: Db, values: NewInvitation) {
  const [row] = await tx.insert(invitations).values(values).returning();
  return row!;
}

/** The partner's invitation, its row locked until `tx` ends. */
export async function lockPartnerInvitation(tx: Db, id: number, partnerId: number) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.partnerId, partnerId)))
    .for("update");
  return row;
}

/** The invitation gets a new secret and expiry (the caller withdraws the payment link of the old one first). */
export async function replaceInvitationSecret(tx: Db, old: Invitation, tokenHash: string, expiresAt: Date) {
  const [row] = await tx
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(eq(invitations.id, old.id))
    .returning();
  return row!;
}

/** Cancelled (the caller then withdraws its payment link and the renewal grants it opened). */
export async function markInvitationCancelled(tx: Db, invitation: Invitation) {
  await tx.update(invitations).set({ cancelledAt: new Date() }).where(eq(invitations.id, invitation.id));
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
) {
  const renews =
    quotation.journey === "renewal" && quotation.parentPolicyId
      ? and(eq(invitations.journey, "renewal"), eq(invitations.policyId, quotation.parentPolicyId))
      : undefined;
  await tx
    .update(invitations)
    .set({ completedAt: new Date() })
    .where(
      and(
        isNull(invitations.completedAt),
        isNull(invitations.cancelledAt),
        or(eq(invitations.quotationId, quotation.id), renews),
      ),
    );
}
