import { PAYMENT_STATUS } from "@pp/domain";
import { and, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inIds } from "../../../db/id-lists";
import { payments, policies, policyVersions, quotations } from "../../../db/schema";

/** A payment with its quotation and the policy it issued (if any), found by the gateway's transaction id. */
async function paymentWithQuotation(db: Db, transactionId: string, ...conditions: SQL[]) {
  const [row] = await db
    .select({ payment: payments, quotation: quotations, policy: policies })
    .from(payments)
    .innerJoin(quotations, eq(quotations.id, payments.quotationId))
    // The policy the payment bought, or the one an addition's payment added its members to.
    .leftJoin(policyVersions, eq(policyVersions.paymentId, payments.id))
    .leftJoin(policies, or(eq(policies.paymentId, payments.id), eq(policies.id, policyVersions.policyId)))
    .where(and(eq(payments.transactionId, transactionId), ...conditions));
  return row;
}

/** One of the partner's own payments; undefined for another partner's, exactly as for an unknown one. */
export const findPartnerPayment = (db: Db, transactionId: string, partnerId: number) =>
  paymentWithQuotation(db, transactionId, eq(quotations.partnerId, partnerId));

/** A payment made through a customer's payment link. */
export const findLinkPayment = (db: Db, transactionId: string) =>
  paymentWithQuotation(db, transactionId, eq(payments.channel, "link"));

/**
 * A renewal's payment, for the customer holding a grant for its parent policy or for the renewing partner; at least
 * one of the two must be given.
 */
export function findRenewalPayment(db: Db, transactionId: string, by: { parentPolicyId?: number; partnerId?: number }) {
  const access = [
    ...(by.parentPolicyId !== undefined ? [eq(quotations.parentPolicyId, by.parentPolicyId)] : []),
    ...(by.partnerId !== undefined ? [eq(quotations.partnerId, by.partnerId)] : []),
  ];
  if (access.length === 0) throw new Error("findRenewalPayment: neither a grant nor a partner");
  return paymentWithQuotation(db, transactionId, eq(quotations.journey, "renewal"), or(...access) as SQL);
}

type NewPayment = typeof payments.$inferInsert;
type PaymentDecision = Partial<NewPayment>;

/** The quotation's payment still waiting for a reviewer's decision, if any. */
export async function paymentInReview(db: Db, quotationId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.quotationId, quotationId), eq(payments.status, PAYMENT_STATUS.REVIEW)));
  return row;
}

export async function insertPayment(db: Db, payment: NewPayment) {
  await db.insert(payments).values(payment);
}

/** The payment with this reference, its row locked until `tx` ends. */
export async function lockPaymentByReference(tx: Db, referenceNumber: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.referenceNumber, referenceNumber)).for("update");
  return row;
}

export async function recordPaymentDecision(tx: Db, paymentId: number, decision: PaymentDecision) {
  const [row] = await tx.update(payments).set(decision).where(eq(payments.id, paymentId)).returning();
  return row!;
}

/**
 * Locks the quotation a payment is for. A renewal's parent policy is locked first, in the order every renewal write
 * takes the two, so a write and an accepted payment for one renewal never interleave or deadlock.
 */
export async function lockQuotationForPayment(tx: Db, quotationId: number) {
  const [{ parentPolicyId } = { parentPolicyId: null }] = await tx
    .select({ parentPolicyId: quotations.parentPolicyId })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (parentPolicyId)
    await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, parentPolicyId)).for("update");
  const [quotation] = await tx.select().from(quotations).where(eq(quotations.id, quotationId)).for("update");
  return quotation!;
}

/** Whether a policy was issued from the quotation or, for a renewal, already renewed its parent policy. */
export async function policyAlreadyIssuedFor(tx: Db, quotation: { id: number; parentPolicyId: number | null }) {
  const [issued] = await tx
    .select({ id: policies.id })
    .from(policies)
    .where(
      quotation.parentPolicyId
        ? or(eq(policies.quotationId, quotation.id), eq(policies.parentPolicyId, quotation.parentPolicyId))
        : eq(policies.quotationId, quotation.id),
    );
  return Boolean(issued);
}

/** The partner of the policy a renewal continues. */
export async function parentPolicyPartnerId(db: Db, parentPolicyId: number) {
  const [row] = await db
    .select({ partnerId: policies.partnerId })
    .from(policies)
    .where(eq(policies.id, parentPolicyId));
  return row?.partnerId ?? null;
}

/** The status of the policy a renewal continues. */
export async function parentPolicyStatus(db: Db, parentPolicyId: number) {
  const [row] = await db.select({ status: policies.status }).from(policies).where(eq(policies.id, parentPolicyId));
  return row?.status ?? null;
}

/** The policy the payment bought, if it did. */
export async function policyPaidBy(db: Db, paymentId: number) {
  const [policy] = await db.select().from(policies).where(eq(policies.paymentId, paymentId));
  return policy ?? null;
}

/**
 * The payments of the partners being removed, and every payment of a quotation removed with them (the demo partners'
 * removal, inside its transaction, after the policies that name them).
 */
export async function deletePaymentsOfPartners(tx: Db, of: { partnerIds: number[]; quotationIds: number[] }) {
  const which = or(inIds(payments.partnerId, of.partnerIds), inIds(payments.quotationId, of.quotationIds));
  if (which) await tx.delete(payments).where(which);
}
