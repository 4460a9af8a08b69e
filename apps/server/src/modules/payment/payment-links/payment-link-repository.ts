import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { paymentLinks, quotations } from "../../../db/schema";

/**
 * Only the secret's hash is stored. The partner's user who sent it creates it (decision 059); the customer paying
 * through it acts as nobody, and the link keeps its creator.
 */
export async function insertPaymentLink(
  tx: Db,
  link: { tokenHash: string; quotationId: number; expiresAt: Date; user: number },
) {
  const { user, ...values } = link;
  await tx.insert(paymentLinks).values({ ...values, createdByUserId: user, lastActedByUserId: user });
}

/** The link with this secret's hash stops working (the invitation that carried it got a new secret or was cancelled). */
export async function deletePaymentLink(tx: Db, tokenHash: string) {
  await tx.delete(paymentLinks).where(eq(paymentLinks.tokenHash, tokenHash));
}

/** The quotation behind a link with this hash that has not expired. */
export async function findLiveLinkQuotation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ quotation: quotations })
    .from(paymentLinks)
    .innerJoin(quotations, eq(quotations.id, paymentLinks.quotationId))
    .where(and(eq(paymentLinks.tokenHash, tokenHash), gt(paymentLinks.expiresAt, new Date())));
  return row?.quotation;
}

/** The quotation a link was issued for, expired or not; undefined once the link was withdrawn. */
export async function findLinkQuotationId(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ quotationId: paymentLinks.quotationId })
    .from(paymentLinks)
    .where(eq(paymentLinks.tokenHash, tokenHash));
  return row?.quotationId;
}
