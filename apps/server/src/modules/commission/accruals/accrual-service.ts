import {
  accrualLines,
  type CommissionLine,
  clawbackLines,
  commissionBusinessOf,
  commissionFils,
  correctionLines,
  findCommissionRate,
  findCommissionSplit,
  lineKey,
  splitShares,
  uaeMonth,
} from "@pp/domain";
import type { Db } from "../../../db/client";
import { partnerRoster } from "../../identity";
import { type LedgerPayment, ledgerOfReportedSale, ledgerPaidBy, ledgerRefundedBy } from "../../policy";
import { ratesOfPartner, splitsOfPartner } from "../rules/commission-rules-repository";
import { entriesOfVersion, insertEntryWithLines, type VersionEntry } from "./accrual-repository";

/*
 * Commission follows the ledger (decision 061): each function runs inside the transaction that moved the money, after
 * the policy module wrote its ledger entries, and reads the premium (without VAT) from them. The entries' unique keys
 * make a replay write nothing.
 */

/**
 * The commission an accepted payment earns: its premium in the ledger at the partner's rate for the product and plan
 * (new business or renewal), split between the seller, their team's managers and the partner. No rate, nothing.
 */
export async function accrueOnPayment(tx: Db, payment: { id: number; decidedAt: Date }) {
  const paid = await ledgerPaidBy(tx, payment.id);
  if (paid) await accrue(tx, paid, payment.decidedAt);
}

/**
 * A sale a product's site reported accrues as a payment does when its policy is first reported; reported again with
 * another premium (the ledger's sale rewritten), it is corrected to what that premium earns at the rate and split it
 * accrued at.
 */
export async function accrueOnReportedSale(tx: Db, policyId: number) {
  const sale = await ledgerOfReportedSale(tx, policyId);
  if (!sale) return;
  const history = await entriesOfVersion(tx, policyId, 1);
  const accrual = history.find((e) => e.kind === "accrual");
  if (!accrual) return accrue(tx, sale, new Date());
  const earning = history.filter((e) => e.kind !== "clawback");
  const baseFils = sum(earning.map((e) => e.baseFils));
  if (baseFils === sale.premiumFils) return;
  const lines = correctionLines(summedLines(accrual, earning), commissionFils(sale.premiumFils, accrual.rateBp)).filter(
    (l) => l.amountFils !== 0,
  );
  const at = new Date();
  await insertEntryWithLines(
    tx,
    {
      ...carried(accrual),
      kind: "correction",
      baseFils: sale.premiumFils - baseFils,
      period: uaeMonth(at),
      occurredAt: at,
    },
    lines,
  );
}

/**
 * What a refund claws back: for each paid version whose shares it returns, the same share of each line's commission
 * as the share of that version's premium gone back (`clawbackLines`), in the refund's own UAE month.
 */
export async function clawBackRefund(tx: Db, refundId: number) {
  const refunded = await ledgerRefundedBy(tx, refundId);
  if (!refunded) return;
  for (const { version, premiumFils } of refunded.versions) {
    const history = await entriesOfVersion(tx, refunded.policy.id, version);
    const accrual = history.find((e) => e.kind === "accrual");
    if (!accrual) continue;
    const earning = history.filter((e) => e.kind !== "clawback");
    const given = history.filter((e) => e.kind === "clawback");
    const clawedBack = new Map<string, number>();
    for (const line of given.flatMap((e) => e.lines))
      clawedBack.set(lineKey(line), (clawedBack.get(lineKey(line)) ?? 0) - line.amountFils);
    const lines = clawbackLines({
      accrued: summedLines(accrual, earning),
      clawedBack,
      paidBaseFils: sum(earning.map((e) => e.baseFils)),
      refundedBeforeFils: -sum(given.map((e) => e.baseFils)),
      refundedNowFils: premiumFils,
    }).filter((l) => l.amountFils !== 0);
    await insertEntryWithLines(
      tx,
      {
        ...carried(accrual),
        kind: "clawback",
        refundId,
        baseFils: -premiumFils,
        period: uaeMonth(refunded.refundedAt),
        occurredAt: refunded.refundedAt,
      },
      lines,
    );
  }
}

async function accrue(tx: Db, paid: LedgerPayment, at: Date) {
  const { policy } = paid;
  if (policy.partnerId === null) return;
  const business = commissionBusinessOf(policy.journey);
  const rateBp = findCommissionRate(await ratesOfPartner(tx, policy.partnerId), {
    product: policy.product,
    plan: policy.planCode,
    business,
  });
  if (rateBp === undefined) return;
  const roster = await partnerRoster(tx, policy.partnerId);
  const seller = roster.users.find((u) => u.id === paid.sellerUserId) ?? null;
  // The managers of the seller's team at the time of the payment, but those disabled (gone from the partner).
  const managers =
    seller?.teamId == null
      ? []
      : roster.users
          .filter((u) => u.teamRole === "manager" && u.teamId === seller.teamId && !u.disabled)
          .map((u) => u.id);
  const split = seller ? findCommissionSplit(await splitsOfPartner(tx, policy.partnerId), seller) : undefined;
  const lines = accrualLines(commissionFils(paid.premiumFils, rateBp), splitShares({ seller, managers, split }));
  await insertEntryWithLines(
    tx,
    {
      partnerId: policy.partnerId,
      policyId: policy.id,
      kind: "accrual",
      version: paid.version,
      paymentId: paid.paymentId,
      refundId: null,
      business,
      product: policy.product,
      planCode: policy.planCode,
      rateBp,
      baseFils: paid.premiumFils,
      period: uaeMonth(at),
      occurredAt: at,
    },
    lines,
  );
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** What an accrual's lines hold with its corrections: each payee's fils, in the accrual's order and shares. */
function summedLines(accrual: VersionEntry, earning: readonly VersionEntry[]): CommissionLine[] {
  const held = new Map<string, number>();
  for (const line of earning.flatMap((e) => e.lines))
    held.set(lineKey(line), (held.get(lineKey(line)) ?? 0) + line.amountFils);
  return accrual.lines.map((l) => ({
    party: l.party,
    userId: l.userId,
    shareBp: l.shareBp,
    amountFils: held.get(lineKey(l)) ?? 0,
  }));
}

/** What a correction or a clawback carries over from the accrual it follows: the sale, its payment and its rate. */
const carried = (accrual: VersionEntry) => ({
  partnerId: accrual.partnerId,
  policyId: accrual.policyId,
  version: accrual.version,
  paymentId: accrual.paymentId,
  business: accrual.business,
  product: accrual.product,
  planCode: accrual.planCode,
  rateBp: accrual.rateBp,
});
