import {
  allocateFils,
  EMPTY_SHARE_BALANCE,
  type IsoDate,
  ledgerTotals,
  proRataFils,
  type ShareBalance,
  type Term,
} from "@pp/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policyLedger, policyMembers } from "../../../db/schema";

/*
 * A policy's ledger (decision 039): what each share paid and had refunded, written in the transaction that takes the
 * payment or records the change. The pure rules (VAT split, caps) are the domain's (`servicing/ledger.ts`).
 */

type NewEntry = typeof policyLedger.$inferInsert;

/** The key of a share in a policy's balances: a member's id, or null for the sponsor of a policy without members. */
export type ShareKey = number | null;

/**
 * The sale's entries, version 1: each member issued with the policy paid their yearly premium and their part of the
 * VAT charged on the sum; a policy reported by a product's site lists no members and is one share, the sponsor's.
 * Written again when a site reports the policy again with another premium.
 */
export async function writeSaleEntries(tx: Db, policy: { id: number; premiumFils: number; vatFils: number }) {
  const members = await tx
    .select({ id: policyMembers.id, premiumFils: policyMembers.premiumFils })
    .from(policyMembers)
    .where(and(eq(policyMembers.policyId, policy.id), isNull(policyMembers.addedInVersion)))
    .orderBy(asc(policyMembers.id));
  await tx
    .delete(policyLedger)
    .where(and(eq(policyLedger.policyId, policy.id), eq(policyLedger.version, 1), eq(policyLedger.kind, "payment")));
  const shares: { id: ShareKey; premiumFils: number }[] =
    members.length > 0 ? members : [{ id: null, premiumFils: policy.premiumFils }];
  const vats = allocateFils(
    policy.vatFils,
    shares.map((s) => s.premiumFils),
  );
  await insertEntries(
    tx,
    shares.map((s, i) => ({
      policyId: policy.id,
      version: 1,
      kind: "payment",
      policyMemberId: s.id,
      premiumFils: s.premiumFils,
      vatFils: vats[i]!,
    })),
  );
}

/**
 * An addition's entries: each member it added paid their share of the days from the effective date to the end of the
 * term (as the addition was priced) and their part of the VAT charged on the sum. Returns the premium recorded, for
 * the caller to check against what was paid.
 */
export async function writeAdditionEntries(
  tx: Db,
  input: { policyId: number; version: number; term: Term; effectiveDate: IsoDate; vatFils: number },
) {
  const members = await tx
    .select({ id: policyMembers.id, premiumFils: policyMembers.premiumFils })
    .from(policyMembers)
    .where(and(eq(policyMembers.policyId, input.policyId), eq(policyMembers.addedInVersion, input.version)))
    .orderBy(asc(policyMembers.id));
  const shares = members.map((m) => proRataFils(m.premiumFils, input.term, input.effectiveDate));
  const vats = allocateFils(input.vatFils, shares);
  await insertEntries(
    tx,
    members.map((m, i) => ({
      policyId: input.policyId,
      version: input.version,
      kind: "payment",
      policyMemberId: m.id,
      premiumFils: shares[i]!,
      vatFils: vats[i]!,
    })),
  );
  return shares.reduce((sum, s) => sum + s, 0);
}

/** A refund's entries: what each leaving share gets back, negative, against the refund that returns it. */
export async function writeRefundEntries(
  tx: Db,
  input: {
    policyId: number;
    version: number;
    refundId: number;
    shares: readonly { id: ShareKey; refundFils: number; vatFils: number }[];
  },
) {
  await insertEntries(
    tx,
    input.shares
      .filter((s) => s.refundFils > 0 || s.vatFils > 0)
      .map((s) => ({
        policyId: input.policyId,
        version: input.version,
        kind: "refund",
        policyMemberId: s.id,
        refundId: input.refundId,
        premiumFils: -s.refundFils,
        vatFils: -s.vatFils,
      })),
  );
}

async function insertEntries(tx: Db, entries: NewEntry[]) {
  if (entries.length > 0) await tx.insert(policyLedger).values(entries);
}

/** What each share of the policies paid and had refunded, by policy and share (member id, or null). */
export async function shareBalancesOf(db: Db, policyIds: readonly number[]) {
  const rows =
    policyIds.length === 0
      ? []
      : await db
          .select({
            policyId: policyLedger.policyId,
            memberId: policyLedger.policyMemberId,
            kind: policyLedger.kind,
            premiumFils: sql<number>`cast(sum(${policyLedger.premiumFils}) as integer)`,
            vatFils: sql<number>`cast(sum(${policyLedger.vatFils}) as integer)`,
          })
          .from(policyLedger)
          .where(inArray(policyLedger.policyId, [...policyIds]))
          .groupBy(policyLedger.policyId, policyLedger.policyMemberId, policyLedger.kind);
  const byPolicy = new Map<number, Map<ShareKey, ShareBalance>>();
  for (const r of rows) {
    const shares = byPolicy.get(r.policyId) ?? new Map<ShareKey, ShareBalance>();
    byPolicy.set(r.policyId, shares);
    const b = shares.get(r.memberId) ?? { ...EMPTY_SHARE_BALANCE };
    if (r.kind === "payment") shares.set(r.memberId, { ...b, paidPremiumFils: r.premiumFils, paidVatFils: r.vatFils });
    else shares.set(r.memberId, { ...b, refundedPremiumFils: -r.premiumFils, refundedVatFils: -r.vatFils });
  }
  return byPolicy;
}

/** What each share of one policy paid and had refunded. */
export async function shareBalances(db: Db, policyId: number) {
  return (await shareBalancesOf(db, [policyId])).get(policyId) ?? new Map<ShareKey, ShareBalance>();
}

export const balanceOf = (balances: Map<ShareKey, ShareBalance>, key: ShareKey) =>
  balances.get(key) ?? EMPTY_SHARE_BALANCE;

/** The ledger a policy's detail shows: every member (or the sponsor's share) with its totals, and the policy's. */
export async function policyLedgerView(
  db: Db,
  policy: { id: number; sponsorName: string },
  members: readonly { id: number; firstName: string; familyName: string }[],
) {
  const balances = await shareBalances(db, policy.id);
  const shares = [
    ...members.map((m) => ({ memberId: m.id as ShareKey, name: `${m.firstName} ${m.familyName}` })),
    ...(members.length === 0 || balances.has(null) ? [{ memberId: null, name: policy.sponsorName }] : []),
  ].map((s) => ({ ...s, ...ledgerTotals([balanceOf(balances, s.memberId)]) }));
  return { shares, totals: ledgerTotals([...balances.values()]) };
}

/** Each share each refund returns: the member's name, or null for the sponsor's share. */
export async function refundSharesOf(db: Db, refundIds: readonly number[]) {
  const byRefund = new Map<
    number,
    { memberId: number | null; name: string | null; premiumFils: number; vatFils: number }[]
  >();
  if (refundIds.length === 0) return byRefund;
  const rows = await db
    .select({
      refundId: policyLedger.refundId,
      memberId: policyLedger.policyMemberId,
      firstName: policyMembers.firstName,
      familyName: policyMembers.familyName,
      premiumFils: policyLedger.premiumFils,
      vatFils: policyLedger.vatFils,
    })
    .from(policyLedger)
    .leftJoin(policyMembers, eq(policyMembers.id, policyLedger.policyMemberId))
    .where(inArray(policyLedger.refundId, [...refundIds]))
    .orderBy(asc(policyLedger.id));
  for (const r of rows) {
    const list = byRefund.get(r.refundId!) ?? [];
    byRefund.set(r.refundId!, list);
    list.push({
      memberId: r.memberId,
      name: r.firstName === null ? null : `${r.firstName} ${r.familyName}`,
      premiumFils: -r.premiumFils,
      vatFils: -r.vatFils,
    });
  }
  return byRefund;
}
