import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { policies, policyLedger, policyVersions, refunds } from "../../../db/schema";

/*
 * What one movement put into or took out of a policy's ledger (decision 039), for those who follow the money: the
 * commission (decision 061) reads a payment's, a reported sale's and a refund's premium here, inside the transaction
 * that wrote them, rather than the ledger's table.
 */

/** The policy a movement belongs to, as the commission needs it. */
export type LedgerPolicy = {
  id: number;
  partnerId: number | null;
  product: (typeof policies.$inferSelect)["product"];
  planCode: string | null;
  journey: string;
};

/** The premium (without VAT) a version of the policy was paid, and the partner's user who sold what it paid for. */
export type LedgerPayment = {
  policy: LedgerPolicy;
  version: number;
  paymentId: number | null;
  sellerUserId: number | null;
  premiumFils: number;
};

const policyColumns = {
  id: policies.id,
  partnerId: policies.partnerId,
  product: policies.product,
  planCode: policies.planCode,
  journey: policies.journey,
};

/** The premium of a version's payment entries. */
async function paidPremium(db: Db, policyId: number, version: number) {
  const [row] = await db
    .select({ fils: sql<number>`cast(coalesce(sum(${policyLedger.premiumFils}), 0) as integer)` })
    .from(policyLedger)
    .where(
      and(eq(policyLedger.policyId, policyId), eq(policyLedger.version, version), eq(policyLedger.kind, "payment")),
    );
  return Number(row?.fils ?? 0);
}

/**
 * What an accepted payment paid into the ledger: the sale it issued (version 1, sold by the policy's creator) or the
 * addition it joined (its version, sold by the addition's creator). Undefined for a payment that paid for nothing.
 */
export async function ledgerPaidBy(db: Db, paymentId: number): Promise<LedgerPayment | undefined> {
  const [sale] = await db
    .select({ policy: policyColumns, seller: policies.createdByUserId })
    .from(policies)
    .where(eq(policies.paymentId, paymentId));
  if (sale) {
    const premiumFils = await paidPremium(db, sale.policy.id, 1);
    return { policy: sale.policy, version: 1, paymentId, sellerUserId: sale.seller, premiumFils };
  }
  const [addition] = await db
    .select({
      policy: policyColumns,
      version: policyVersions.version,
      seller: sql<number | null>`coalesce(${policyVersions.createdByUserId}, ${policies.createdByUserId})`,
    })
    .from(policyVersions)
    .innerJoin(policies, eq(policies.id, policyVersions.policyId))
    .where(eq(policyVersions.paymentId, paymentId));
  if (!addition) return undefined;
  const premiumFils = await paidPremium(db, addition.policy.id, addition.version);
  return { policy: addition.policy, version: addition.version, paymentId, sellerUserId: addition.seller, premiumFils };
}

/** The sale a product's site reported, as its ledger holds it now (version 1, no payment of the portal's). */
export async function ledgerOfReportedSale(db: Db, policyId: number): Promise<LedgerPayment | undefined> {
  const [sale] = await db
    .select({ policy: policyColumns, seller: policies.createdByUserId, paymentId: policies.paymentId })
    .from(policies)
    .where(eq(policies.id, policyId));
  if (!sale || sale.paymentId !== null) return undefined;
  const premiumFils = await paidPremium(db, policyId, 1);
  return { policy: sale.policy, version: 1, paymentId: null, sellerUserId: sale.seller, premiumFils };
}

/**
 * What a refund took out of the ledger, by the version that paid for each share it returns: a cancellation returns
 * the sale's members and each addition's, each to be taken back from what that payment earned. Premium without VAT,
 * positive; with when the refund was recorded.
 */
export async function ledgerRefundedBy(db: Db, refundId: number) {
  const paid = alias(policyLedger, "paid");
  const rows = await db
    .select({
      policy: policyColumns,
      version: paid.version,
      refundedAt: refunds.createdAt,
      premiumFils: sql<number>`cast(-sum(${policyLedger.premiumFils}) as integer)`,
    })
    .from(policyLedger)
    .innerJoin(policies, eq(policies.id, policyLedger.policyId))
    .innerJoin(refunds, eq(refunds.id, policyLedger.refundId))
    .innerJoin(
      paid,
      and(
        eq(paid.policyId, policyLedger.policyId),
        eq(paid.kind, "payment"),
        sql`${paid.policyMemberId} is not distinct from ${policyLedger.policyMemberId}`,
      ),
    )
    .where(eq(policyLedger.refundId, refundId))
    .groupBy(policies.id, refunds.id, paid.version)
    .orderBy(paid.version);
  if (rows.length === 0) return undefined;
  return {
    policy: rows[0]!.policy,
    refundId,
    refundedAt: rows[0]!.refundedAt,
    versions: rows.map((r) => ({ version: r.version, premiumFils: Number(r.premiumFils) })),
  };
}
