import { addDays, proRataTotals } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies, policyMembers } from "../../../../src/db/schema";
import { pngBytes } from "../../../support/files";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { reportSale, siteSale, today } from "../../backoffice/backoffice/backoffice-fixtures";
import { paidAddition, soldPolicy } from "./servicing-fixtures";

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
});
afterAll(() => t.close());

type Ledger = {
  shares: { memberId: number | null; name: string; paidFils: number; refundedFils: number; balanceFils: number }[];
  totals: { paidFils: number; refundedFils: number; balanceFils: number };
};

const detailOf = async (policyNo: string) => (await owner.get(`/api/backoffice/policies/${policyNo}`)).json();

const removeMember = (policyNo: string, memberId: number, effectiveDate: string) =>
  owner.upload(
    `/api/policies/${policyNo}/deletions`,
    { memberIds: String(memberId), effectiveDate, reason: "Left the country" },
    { name: "letter.png", bytes: pngBytes() },
  );

describe("a policy's ledger", () => {
  it("refunds a member added for the last day and removed today only what their addition paid, and the policy never more than it took", async () => {
    const policy = await soldPolicy(t, cookie, 100);
    const addition = await paidAddition(t, owner, policy.policyNo, policy.endDate);
    const [first, added] = await t.db
      .select()
      .from(policyMembers)
      .where(eq(policyMembers.policyId, policy.id))
      .orderBy(policyMembers.id);
    // One day of the term: what the addition cost.
    expect(addition.totalFils).toBe(proRataTotals([added!.premiumFils], policy, policy.endDate).total);
    expect(addition.totalFils).toBeLessThan(first!.premiumFils / 100);

    // Removed from today, before their cover began: back comes what they paid, not a year's premium.
    const quote = await owner.post(`/api/policies/${policy.policyNo}/deletions/quote`, {
      memberIds: [added!.id],
      effectiveDate: today(),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().totalFils).toBe(addition.totalFils);
    const removed = await removeMember(policy.policyNo, added!.id, today());
    expect(removed.statusCode, removed.body).toBe(201);
    expect(removed.json().refund.totalFils).toBe(addition.totalFils);
    const sent = await owner.post(`/api/backoffice/refunds/${removed.json().refund.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);

    const cancelled = await owner.post(`/api/policies/${policy.policyNo}/cancellation`, {
      effectiveDate: today(),
      reason: "Sponsor left the UAE",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);

    const detail = await detailOf(policy.policyNo);
    const paid = detail.payments
      .filter((p: { status: string }) => p.status === "accepted")
      .reduce((sum: number, p: { amountFils: number }) => sum + p.amountFils, 0);
    expect(paid).toBe(policy.totalFils + addition.totalFils);
    const ledger = detail.ledger as Ledger;
    expect(ledger.totals).toMatchObject({
      paidFils: paid,
      refundedFils: addition.totalFils + cancelled.json().refund.totalFils,
    });
    expect(ledger.totals.refundedFils).toBeLessThanOrEqual(ledger.totals.paidFils);
    expect(ledger.totals.balanceFils).toBe(ledger.totals.paidFils - ledger.totals.refundedFils);
    expect(ledger.shares).toEqual([
      expect.objectContaining({ memberId: first!.id, paidFils: policy.totalFils }),
      expect.objectContaining({
        memberId: added!.id,
        paidFils: addition.totalFils,
        refundedFils: addition.totalFils,
        balanceFils: 0,
      }),
    ]);
    // The original member gets back the days left from today: less than they paid, 100 days having passed.
    expect(ledger.shares[0]!.refundedFils).toBeLessThan(policy.totalFils);
    expect(ledger.shares[0]!.refundedFils).toBe(cancelled.json().refund.totalFils);

    // The refunds list names each refund's shares and the policy's totals.
    const rows = (await owner.get("/api/backoffice/refunds?pageSize=100"))
      .json()
      .rows.filter((r: { policyNo: string }) => r.policyNo === policy.policyNo);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.policyLedger).toEqual({
        paidFils: ledger.totals.paidFils,
        refundedFils: ledger.totals.refundedFils,
        balanceFils: ledger.totals.balanceFils,
      });
      const sum = row.shares.reduce(
        (s: number, x: { premiumFils: number; vatFils: number }) => s + x.premiumFils + x.vatFils,
        0,
      );
      expect(sum).toBe(row.totalFils);
    }
    expect(rows.find((r: { reason: string }) => r.reason === "deletion").shares).toEqual([
      expect.objectContaining({ name: `${added!.firstName} ${added!.familyName}` }),
    ]);
  });

  it("refunds a member added later and removed from a day before their cover began at most their addition", async () => {
    const policy = await soldPolicy(t, cookie, 10);
    const later = addDays(today(), 60);
    const addition = await paidAddition(t, owner, policy.policyNo, later, "Lina");
    const [, added] = await t.db
      .select()
      .from(policyMembers)
      .where(eq(policyMembers.policyId, policy.id))
      .orderBy(policyMembers.id);
    const cancel = await owner.post(`/api/policies/${policy.policyNo}/cancellation/quote`, {
      effectiveDate: addDays(today(), -5),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const share = cancel.json().members.find((m: { id: number }) => m.id === added!.id);
    expect(share.refundFils + share.vatFils).toBe(addition.totalFils);
  });

  it("keeps the sponsor's one share of a policy reported without members, and its free-look refund", async () => {
    await reportSale(t, "term", siteSale("TP-LEDGER"));
    const [reported] = await t.db.select().from(policies).where(eq(policies.externalRef, "TP-LEDGER"));
    const before = (await detailOf(reported!.policyNo)).ledger as Ledger;
    expect(before).toEqual({
      shares: [expect.objectContaining({ memberId: null, name: "Site Customer", paidFils: 50_000, refundedFils: 0 })],
      totals: expect.objectContaining({ paidFils: 50_000, refundedFils: 0, balanceFils: 50_000 }),
    });
    // A report again with another premium rewrites the sale: the ledger follows the site.
    await reportSale(t, "term", { ...siteSale("TP-LEDGER"), premiumFils: 60_000 });
    expect(((await detailOf(reported!.policyNo)).ledger as Ledger).totals.paidFils).toBe(60_000);
    const done = await owner.post(`/api/policies/${reported!.policyNo}/cancellation`, {
      effectiveDate: today(),
      reason: "Changed her mind",
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().refund.totalFils).toBe(50_000);
    const after = (await detailOf(reported!.policyNo)).ledger as Ledger;
    expect(after.totals).toMatchObject({ paidFils: 60_000, refundedFils: 50_000, balanceFils: 10_000 });
  });
});
