import { and, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, policies, quotations } from "../../db/schema";

/** A payment with its quotation and the policy it issued (if any), found by the gateway's transaction id. */
async function paymentWithQuotation(db: Db, transactionId: string, ...conditions: SQL[]) {
  const [row] = await db
    .select({ payment: payments, quotation: quotations, policy: policies })
    .from(payments)
    .innerJoin(quotations, eq(quotations.id, payments.quotationId))
    .leftJoin(policies, eq(policies.paymentId, payments.id))
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
