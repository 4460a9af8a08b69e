import { ledgerTotals, type RefundListQuery, type RefundState } from "@pp/domain";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { payments, policies, quotations, refunds } from "../../../db/schema";
import { refundSharesOf, shareBalancesOf } from "./ledger-repository";

/** The partner's refunds as the back office lists them: newest first, with the policy and the card they go to. */

const refundColumns = {
  id: refunds.id,
  policyId: refunds.policyId,
  policyNo: policies.policyNo,
  quotationNo: quotations.quotationNo,
  product: quotations.product,
  sponsorName: quotations.sponsorName,
  reason: refunds.reason,
  state: refunds.state,
  totalFils: refunds.totalFils,
  card: payments.cardMasked,
  paymentId: refunds.paymentId,
  gatewayReference: refunds.gatewayReference,
  message: refunds.message,
  createdAt: refunds.createdAt,
  updatedAt: refunds.updatedAt,
};

function refundsOf(db: Db) {
  return (
    db
      .select(refundColumns)
      .from(refunds)
      .leftJoin(policies, eq(policies.id, refunds.policyId))
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      // A refund of a change belongs to its policy's quotation; one of an unapplied payment to the payment's.
      .innerJoin(quotations, eq(quotations.id, sql`coalesce(${policies.quotationId}, ${payments.quotationId})`))
  );
}

type RefundSelection = Awaited<ReturnType<ReturnType<typeof refundsOf>["execute"]>>[number];

/** The rows as listed, each with the shares it returns and its policy's ledger totals (decision 039). */
async function toRows(db: Db, rows: RefundSelection[]) {
  const [shares, balances] = await Promise.all([
    refundSharesOf(
      db,
      rows.map((r) => r.id),
    ),
    shareBalancesOf(
      db,
      rows.flatMap((r) => (r.policyId === null ? [] : [r.policyId])),
    ),
  ]);
  return rows.map(({ paymentId, policyId, ...r }) => {
    const ledger = policyId === null ? null : ledgerTotals([...(balances.get(policyId)?.values() ?? [])]);
    return {
      ...r,
      paidThroughPortal: paymentId !== null,
      shares: (shares.get(r.id) ?? []).map((s) => ({ ...s, name: s.name ?? r.sponsorName })),
      policyLedger: ledger && {
        paidFils: ledger.paidFils,
        refundedFils: ledger.refundedFils,
        balanceFils: ledger.balanceFils,
      },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

const mine = (partnerId: number, state?: RefundState) =>
  and(eq(refunds.partnerId, partnerId), state ? eq(refunds.state, state) : undefined);

export async function listRefunds(db: Db, partnerId: number, q: RefundListQuery) {
  const where = mine(partnerId, q.state);
  const [rows, [total]] = await Promise.all([
    refundsOf(db)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows: await toRows(db, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function findRefundRow(db: Db, partnerId: number, id: number) {
  const rows = await refundsOf(db).where(and(mine(partnerId), eq(refunds.id, id)));
  return (await toRows(db, rows))[0];
}
