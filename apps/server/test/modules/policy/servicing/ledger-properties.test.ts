import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  payments,
  policies,
  policyLedger,
  policyMembers,
  policyVersions,
  refunds,
  taxDocuments,
} from "../../../../src/db/schema";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { policySequences, saleArb, stepArb } from "./policy-sequences";

/*
 * Property: whatever sequence of sale, additions, removals, cancellation, free look and renewal a partner makes, on
 * whatever days the rules allow, every policy's ledger balances to the fils against the payments and refunds tables,
 * no member or policy gets back more than it paid, and no member is paid for or refunded twice. Each run drives the
 * real app through its routes (the sequences of ./policy-sequences.ts); the terms are placed around today (the
 * server's clock), some holding a 29 February.
 * Deterministic by default; LEDGER_SEED=<n> tries another seed, LEDGER_RUNS=<n> more runs. The pure rules are
 * property-tested over any term in packages/domain/src/servicing/ledger.test.ts.
 */
const seed = Number(process.env.LEDGER_SEED ?? 20_261_201);
const numRuns = Number(process.env.LEDGER_RUNS ?? 12);

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
let sequences: ReturnType<typeof policySequences>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
  sequences = policySequences(t, owner, checkLedger);
});
afterAll(() => t.close());

/** The sum of what a policy's payments took and its refunds owe back, from those tables, and its ledger's. */
async function checkLedger(policyId: number) {
  const [policy] = await t.db.select().from(policies).where(eq(policies.id, policyId));
  const [entries, owed, versions, members] = await Promise.all([
    t.db.select().from(policyLedger).where(eq(policyLedger.policyId, policyId)),
    t.db.select().from(refunds).where(eq(refunds.policyId, policyId)),
    t.db.select().from(policyVersions).where(eq(policyVersions.policyId, policyId)),
    t.db.select().from(policyMembers).where(eq(policyMembers.policyId, policyId)),
  ]);
  const amountOf = async (paymentId: number | null) => {
    if (paymentId === null) return null;
    const [p] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p!.status).toBe("accepted");
    return p!.amountFils;
  };
  const fils = (list: { premiumFils: number; vatFils: number }[]) =>
    list.reduce((s, e) => s + e.premiumFils + e.vatFils, 0);

  // Every payment is its entries: the sale's (or a reported policy's total), and each addition's.
  const sale = (await amountOf(policy!.paymentId)) ?? policy!.totalFils;
  expect(fils(entries.filter((e) => e.kind === "payment" && e.version === 1))).toBe(sale);
  let paid = sale;
  for (const v of versions.filter((x) => x.kind === "addition")) {
    const amount = (await amountOf(v.paymentId))!;
    expect(fils(entries.filter((e) => e.kind === "payment" && e.version === v.version))).toBe(amount);
    paid += amount;
  }
  // Every refund, due, sent or refunded, is its entries.
  for (const r of owed) expect(-fils(entries.filter((e) => e.refundId === r.id))).toBe(r.totalFils);
  const refunded = owed.reduce((s, r) => s + r.totalFils, 0);
  expect(fils(entries)).toBe(paid - refunded);
  expect(refunded).toBeLessThanOrEqual(paid);

  // Each member (or the sponsor's share) is paid for once, refunded at most once, and never more than it paid.
  const shares = members.length > 0 ? members.map((m) => m.id as number | null) : [null];
  expect(new Set(entries.map((e) => e.policyMemberId))).toEqual(new Set(shares));
  for (const share of shares) {
    const mine = entries.filter((e) => e.policyMemberId === share);
    const paidIn = mine.filter((e) => e.kind === "payment");
    const out = mine.filter((e) => e.kind === "refund");
    expect(paidIn).toHaveLength(1);
    expect(out.length).toBeLessThanOrEqual(1);
    for (const e of out) {
      expect(-e.premiumFils).toBeLessThanOrEqual(paidIn[0]!.premiumFils);
      expect(-e.vatFils).toBeLessThanOrEqual(paidIn[0]!.vatFils);
    }
  }
  // No member covered twice: removed once, and only a member the policy covered.
  for (const m of members) {
    if (m.removedInVersion !== null) expect(m.removedInVersion).toBeGreaterThan(m.addedInVersion ?? 1);
  }

  // A policy sold through the portal has a tax invoice for each payment and a credit note for each refund, no more.
  if (policy!.externalRef === null) {
    const issued = await t.db.select().from(taxDocuments).where(eq(taxDocuments.policyId, policyId));
    const paidVersions = new Set(entries.filter((e) => e.kind === "payment").map((e) => e.version));
    const invoices = issued.filter((d) => d.kind === "invoice").map((d) => d.version);
    expect(invoices.sort()).toEqual([...paidVersions].sort());
    const creditNotes = issued.filter((d) => d.kind === "credit_note").map((d) => d.refundId);
    expect(creditNotes.sort()).toEqual(owed.map((r) => r.id).sort());
  }

  // The policy's detail shows the same ledger, balanced.
  const detail = (await owner.get(`/api/backoffice/policies/${policy!.policyNo}`)).json();
  expect(detail.ledger.totals).toMatchObject({ paidFils: paid, refundedFils: refunded, balanceFils: paid - refunded });
}

describe("the ledger of any policy, after any sequence of changes", () => {
  it("balances to the fils, and never returns more than a member or a policy paid", { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(saleArb, fc.array(stepArb, { minLength: 2, maxLength: 5 }), async (sale, steps) => {
        let policyId = await sequences.sell(sale, cookie);
        await checkLedger(policyId);
        for (const step of steps) {
          policyId = await sequences.apply(policyId, step);
          await checkLedger(policyId);
        }
      }),
      { seed, numRuns, endOnFailure: true },
    );
    if (process.env.LEDGER_STATS) console.log("ledger properties:", JSON.stringify(sequences.done));
  });
});
