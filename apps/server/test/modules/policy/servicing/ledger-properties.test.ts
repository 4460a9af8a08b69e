import { addDays, compareIsoDates, daysBetween, POLICY_CHANGE_MESSAGES } from "@pp/domain";
import { and, eq, isNull } from "drizzle-orm";
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
import { customer, renewAndPay } from "../../../modules/renewal/renewals/renewal-fixtures";
import { pngBytes } from "../../../support/files";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { reportSale, siteSale, today } from "../../backoffice/backoffice/backoffice-fixtures";
import { paidAddition, soldPolicy } from "./servicing-fixtures";

/*
 * Property: whatever sequence of sale, additions, removals, cancellation, free look and renewal a partner makes, on
 * whatever days the rules allow, every policy's ledger balances to the fils against the payments and refunds tables,
 * no member or policy gets back more than it paid, and no member is paid for or refunded twice. Each run drives the
 * real app through its routes; the terms are placed around today (the server's clock), some holding a 29 February.
 * Deterministic by default; LEDGER_SEED=<n> tries another seed, LEDGER_RUNS=<n> more runs. The pure rules are
 * property-tested over any term in packages/domain/src/servicing/ledger.test.ts.
 */
const seed = Number(process.env.LEDGER_SEED ?? 20_261_201);
const numRuns = Number(process.env.LEDGER_RUNS ?? 12);

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
});
afterAll(() => t.close());

/** A fraction of a window of days picks a day in it, whatever the window turns out to be. */
const fraction = fc.integer({ min: 0, max: 1_000 });
const dayIn = (from: string, to: string, f: number) => addDays(from, Math.floor((daysBetween(from, to) * f) / 1_000));
const later = (a: string, b: string) => (compareIsoDates(a, b) >= 0 ? a : b);

type Step =
  | { kind: "add"; day: number }
  | { kind: "remove"; pick: number; day: number }
  | { kind: "cancel"; day: number }
  | { kind: "renew" };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("add" as const), day: fraction }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("remove" as const), pick: fc.nat(), day: fraction }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), day: fraction }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("renew" as const) }) },
);

/**
 * Where the term starts, from today: a year begun long ago (due for renewal), a few months ago, or starting in a few
 * months (the UAE year from March 2027 to February 2028 holds 29 February 2028).
 */
const startArb = fc.oneof(
  fc.integer({ min: -340, max: -300 }),
  fc.integer({ min: -120, max: 0 }),
  fc.integer({ min: 1, max: 120 }),
);

/** Sale: a Basic policy bought through the portal, or a term or PA policy reported by its site (free look applies). */
const saleArb = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("portal" as const), start: startArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("reported" as const),
      site: fc.constantFrom("term" as const, "pa" as const),
    }),
  },
);

/** What the runs did, to see that they get past the rules into the changes (LEDGER_STATS=1 prints it). */
const done = { sale: 0, report: 0, addition: 0, removal: 0, refundSent: 0, cancellation: 0, freeLook: 0, renewal: 0 };

let reports = 0;
let names = 0;
const NAMES = ["Zara", "Lina", "Maya", "Nora", "Rana", "Sara", "Hala", "Dana"];

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

/** Applies one step to the policy; answers the policy the next steps change (a renewal's, once renewed). */
async function apply(policyId: number, step: Step): Promise<number> {
  const [policy] = await t.db.select().from(policies).where(eq(policies.id, policyId));
  const { policyNo, startDate, endDate } = policy!;
  const changeable = policy!.status === "active" && compareIsoDates(endDate, today()) >= 0;
  const earliest = later(startDate, addDays(today(), -30));
  const current = await t.db
    .select()
    .from(policyMembers)
    .where(and(eq(policyMembers.policyId, policyId), isNull(policyMembers.removedInVersion)))
    .orderBy(policyMembers.id);

  if (step.kind === "add") {
    // A policy reported by its product's site takes no additions (its own tests); a renewal does, with the sponsor's
    // documents of the sale it renews.
    if (!changeable || current.length === 0 || policy!.externalRef !== null) return policyId;
    // A newborn three days old: covered from a day after their birth.
    await paidAddition(t, owner, policyNo, dayIn(later(earliest, addDays(today(), -3)), endDate, step.day), next());
    done.addition++;
    return policyId;
  }
  if (step.kind === "remove") {
    const member = current[step.pick % Math.max(1, current.length)];
    if (!member) return policyId;
    const res = await owner.upload(
      `/api/policies/${policyNo}/deletions`,
      { memberIds: String(member.id), effectiveDate: dayIn(earliest, endDate, step.day), reason: "Left" },
      { name: "letter.png", bytes: pngBytes() },
    );
    if (!changeable) expect(res.json().message).toBe(POLICY_CHANGE_MESSAGES.notChangeable);
    else if (current.length === 1) expect(res.json().message).toBe(POLICY_CHANGE_MESSAGES.lastMember);
    else expect(res.statusCode, res.body).toBe(201);
    if (res.statusCode === 201) done.removal++;
    if (res.statusCode === 201 && res.json().refund && step.day % 2 === 0) {
      const sent = await owner.post(`/api/backoffice/refunds/${res.json().refund.id}/send`);
      expect(sent.statusCode, sent.body).toBe(200);
      done.refundSent++;
    }
    return policyId;
  }
  if (step.kind === "cancel") {
    const res = await owner.post(`/api/policies/${policyNo}/cancellation`, {
      effectiveDate: dayIn(earliest, endDate, step.day),
      reason: "Sponsor left",
    });
    expect(res.statusCode, res.body).toBe(changeable ? 201 : 409);
    if (res.statusCode === 201) done[policy!.paymentId === null ? "freeLook" : "cancellation"]++;
    return policyId;
  }
  // A renewal: the partner opens it for the customer, who pays; the renewed policy is a new one, with its own ledger.
  if (policy!.product !== "basic" || policy!.status !== "active") return policyId;
  const started = await owner.post("/api/renewals/partner-start", { policyNo });
  if (started.statusCode !== 200) return policyId;
  const c = customer(t);
  c.setCookie(started.cookies.map((x) => `${x.name}=${x.value}`).join("; "));
  if ((await c.call("GET", "/api/renewals/current")).json().state !== "due") return policyId;
  await renewAndPay(t, c, (ids) => ids);
  const [renewed] = await t.db.select().from(policies).where(eq(policies.parentPolicyId, policyId));
  expect(renewed, "the renewal issued a policy").toBeDefined();
  done.renewal++;
  await checkLedger(policyId);
  return renewed!.id;
}

const next = () => NAMES[names++ % NAMES.length]!;

describe("the ledger of any policy, after any sequence of changes", () => {
  it("balances to the fils, and never returns more than a member or a policy paid", { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(saleArb, fc.array(stepArb, { minLength: 2, maxLength: 5 }), async (sale, steps) => {
        let policyId: number;
        if (sale.kind === "portal") {
          const startDate = addDays(today(), sale.start);
          policyId = (await soldPolicy(t, cookie, -sale.start, startDate)).id;
          done.sale++;
        } else {
          const reference = `LG${++reports}${Date.now() % 100_000}`;
          expect((await reportSale(t, sale.site, siteSale(reference))).statusCode).toBe(200);
          const [reported] = await t.db.select().from(policies).where(eq(policies.externalRef, reference));
          policyId = reported!.id;
          done.report++;
        }
        await checkLedger(policyId);
        for (const step of steps) {
          policyId = await apply(policyId, step);
          await checkLedger(policyId);
        }
      }),
      { seed, numRuns, endOnFailure: true },
    );
    if (process.env.LEDGER_STATS) console.log("ledger properties:", JSON.stringify(done));
  });
});
