import { addDays, toIsoDate, uaeMonth } from "@pp/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissionEntries, payments, policies, policyLedger, refunds } from "../../../../src/db/schema";
import { accrueOnPayment, clawBackRefund } from "../../../../src/modules/commission";
import { pngBytes } from "../../../support/files";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { reportSale, siteSale } from "../../backoffice/backoffice/backoffice-fixtures";
import { paidAddition, soldPolicy } from "../../policy/servicing/servicing-fixtures";
import { customer, renewAndPay } from "../../renewal/renewals/renewal-fixtures";
import { commissionOf, loadRules } from "../commission-fixtures";

/*
 * Commission against hand-worked examples (issue 42, item 4; decision 061), through the real app: agent.all's rules
 * are Basic 12.5 % new business and 7.5 % renewal, Term 25 %, PA 20 %; an agent keeps 80 % and the manager of their
 * team gets 20 %. agent.team is an agent of the team "Dubai sales", whose manager is manager.all.
 */

let t: TestApp;
let agent: string;
let owner: string;
const month = () => uaeMonth(new Date());
const uaeToday = () => toIsoDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  await loadRules(t);
  agent = await signInAs(t, "agent.team");
  owner = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

/** The premium (without VAT) a version of a policy paid, or a refund took back, from the ledger. */
async function ledgerPremium(where: ReturnType<typeof eq>) {
  const [row] = await t.db
    .select({ fils: sql<number>`cast(sum(${policyLedger.premiumFils}) as integer)` })
    .from(policyLedger)
    .where(where);
  return Number(row!.fils);
}

describe("commission on a sale split across a manager and an agent", () => {
  it("accrues on the payment's premium without VAT: 12.5 % of AED 800.00 is AED 100.00, 80 / 20", async () => {
    // The spouse of the seed: 35, female, married, NEXTCARE: AED 800.00 a year, VAT AED 40.00, paid AED 840.00.
    const policy = await soldPolicy(t, agent, 100);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, policy.paymentId!));
    expect(payment!.amountFils).toBe(84_000);

    const entries = await commissionOf(t, policy.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: "accrual",
      version: 1,
      paymentId: payment!.id,
      refundId: null,
      business: "new_business",
      product: "basic",
      rateBp: 1250,
      baseFils: 80_000,
      commissionFils: 10_000,
      period: month(),
      lines: { "agent.team": 8_000, "manager.all": 2_000 },
    });
    expect(entries[0]!.baseFils).toBe(
      await ledgerPremium(and(eq(policyLedger.policyId, policy.id), eq(policyLedger.version, 1))!),
    );
  });

  it("never accrues twice: the gateway's answer again, or the accrual run again, writes nothing", async () => {
    const q = await finalizedQuotation(t, agent);
    const start = await api(t, agent).post(`/api/quotations/${q.quotationId}/payment`);
    const answer = gatewayAnswer(t, start.json().fields);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [policy] = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    await accrueOnPayment(t.db, { id: policy!.paymentId!, decidedAt: new Date() });
    await t.db.transaction((tx) => accrueOnPayment(tx, { id: policy!.paymentId!, decidedAt: new Date() }));
    expect(await commissionOf(t, policy!.id)).toMatchObject([{ kind: "accrual", commissionFils: 10_000 }]);
  });
});

describe("an addition", () => {
  it("earns on what it paid, at the policy's rate, split as the sale was", async () => {
    const policy = await soldPolicy(t, agent, 100);
    const added = await paidAddition(t, api(t, agent), policy.policyNo, uaeToday(), "Zara");
    const [version] = await t.db
      .select({ paymentId: sql<number>`payment_id` })
      .from(sql`policy_versions`)
      .where(sql`policy_id = ${policy.id} and version = 2`);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, version!.paymentId));
    // What the addition paid: the newborn's premium for the days left of the term, and the VAT on it.
    const premium = await ledgerPremium(and(eq(policyLedger.policyId, policy.id), eq(policyLedger.version, 2))!);
    expect(payment!.amountFils).toBe(added.totalFils);
    expect(premium).toBe(Math.round(added.totalFils / 1.05));

    const [, addition] = await commissionOf(t, policy.id);
    // 12.5 % of the premium, rounded once half up (premium ÷ 8 is exact in binary, so Math.round is half up here).
    const commission = Math.round(premium / 8);
    // 80 / 20 to the fils: each part's whole fils, and the one left over to the larger remainder.
    const seller = Math.round((commission * 4) / 5);
    expect(addition).toMatchObject({
      kind: "accrual",
      version: 2,
      paymentId: payment!.id,
      rateBp: 1250,
      baseFils: premium,
      commissionFils: commission,
      lines: { "agent.team": seller, "manager.all": commission - seller },
    });
  });
});

describe("a free-look refund", () => {
  it("claws back the same share of the commission in the refund's month: AED 2,400 term, AED 100 fee kept", async () => {
    // agent.team's Term sale reported by the site: AED 2,400.00 (life cover: no VAT). 25 % = AED 600.00, 480 / 120.
    const reference = `CM${Date.now() % 100_000}`;
    const report = await reportSale(t, "term", {
      ...siteSale(reference),
      partnerUserId: "agent.team",
      premiumFils: 240_000,
    });
    expect(report.statusCode, report.body).toBe(200);
    const [policy] = await t.db.select().from(policies).where(eq(policies.externalRef, reference));
    expect((await commissionOf(t, policy!.id))[0]).toMatchObject({
      kind: "accrual",
      paymentId: null,
      rateBp: 2500,
      baseFils: 240_000,
      commissionFils: 60_000,
      lines: { "agent.team": 48_000, "manager.all": 12_000 },
    });

    // Returned within free look: AED 2,300.00 back (the Term fee is AED 100.00), so 2300 / 2400 of each line goes back.
    const cancelled = await api(t, owner).post(`/api/policies/${policy!.policyNo}/cancellation`, {
      effectiveDate: uaeToday(),
      reason: "Changed their mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.policyId, policy!.id));
    expect(refund!.totalFils).toBe(230_000);
    const [, clawback] = await commissionOf(t, policy!.id);
    expect(clawback).toMatchObject({
      kind: "clawback",
      version: 1,
      refundId: refund!.id,
      rateBp: 2500,
      baseFils: -230_000,
      commissionFils: -57_500,
      period: month(),
      lines: { "agent.team": -46_000, "manager.all": -11_500 },
    });
    expect(clawback!.baseFils).toBe(await ledgerPremium(eq(policyLedger.refundId, refund!.id)));

    // Replayed, the clawback writes nothing more.
    await clawBackRefund(t.db, refund!.id);
    expect(await commissionOf(t, policy!.id)).toHaveLength(2);
  });

  it("follows a site's report of another premium with a correction, and a repeated report with nothing", async () => {
    // PA, AED 600.00 (+ 5 % VAT): 20 % = AED 120.00, 96 / 24; reported again at AED 500.00: AED 100.00, so −16 / −4.
    const reference = `CP${Date.now() % 100_000}`;
    const sale = { ...siteSale(reference), partnerUserId: "agent.team", premiumFils: 60_000 };
    expect((await reportSale(t, "pa", sale)).statusCode).toBe(200);
    expect((await reportSale(t, "pa", { ...sale, premiumFils: 50_000 })).statusCode).toBe(200);
    expect((await reportSale(t, "pa", { ...sale, premiumFils: 50_000 })).json().outcome).toBe("unchanged");
    const [policy] = await t.db.select().from(policies).where(eq(policies.externalRef, reference));
    const entries = await commissionOf(t, policy!.id);
    expect(entries.map((e) => [e.kind, e.baseFils, e.commissionFils, e.lines])).toEqual([
      ["accrual", 60_000, 12_000, { "agent.team": 9_600, "manager.all": 2_400 }],
      ["correction", -10_000, -2_000, { "agent.team": -1_600, "manager.all": -400 }],
    ]);
  });
});

describe("a renewal", () => {
  it("earns at the renewal rate: 7.5 % of AED 800.00 is AED 60.00, 80 / 20", async () => {
    const policy = await soldPolicy(t, agent, 340);
    const c = customer(t, "203.0.113.91");
    c.setCookie(`pp_session=${agent}`);
    const started = await c.call("POST", "/api/renewals/partner-start", { policyNo: policy.policyNo });
    expect(started.statusCode, started.body).toBe(200);
    c.setCookie(`${c.cookie()}; pp_session=${agent}`);
    await renewAndPay(t, c, (ids) => ids);
    const [renewed] = await t.db.select().from(policies).where(eq(policies.parentPolicyId, policy.id));
    expect(renewed).toMatchObject({ journey: "renewal", premiumFils: 80_000 });
    expect(await commissionOf(t, renewed!.id)).toMatchObject([
      {
        kind: "accrual",
        business: "renewal",
        paymentId: renewed!.paymentId,
        rateBp: 750,
        baseFils: 80_000,
        commissionFils: 6_000,
        lines: { "agent.team": 4_800, "manager.all": 1_200 },
      },
    ]);
  });
});

describe("a member's removal", () => {
  it("claws back the share of the commission its refund is of the premium paid", async () => {
    const policy = await soldPolicy(t, agent, 100);
    const added = await paidAddition(t, api(t, agent), policy.policyNo, uaeToday(), "Lina");
    expect(added.totalFils).toBeGreaterThan(0);
    const [newborn] = await t.db
      .select({ id: sql<number>`id` })
      .from(sql`policy_members`)
      .where(sql`policy_id = ${policy.id} and added_in_version = 2`);
    const removed = await api(t, agent).upload(
      `/api/policies/${policy.policyNo}/deletions`,
      { memberIds: String(newborn!.id), effectiveDate: addDays(uaeToday(), 1), reason: "Left" },
      { name: "letter.png", bytes: pngBytes() },
    );
    expect(removed.statusCode, removed.body).toBe(201);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.policyId, policy.id));
    const entries = await commissionOf(t, policy.id);
    const addition = entries.find((e) => e.kind === "accrual" && e.version === 2)!;
    const clawback = entries.find((e) => e.kind === "clawback")!;
    const back = -(await ledgerPremium(eq(policyLedger.refundId, refund!.id)));
    expect(clawback).toMatchObject({ version: 2, refundId: refund!.id, baseFils: -back });
    // Each line gives back its earning in proportion, rounded half up: earned × back ÷ paid.
    for (const [who, earned] of Object.entries(addition.lines))
      expect(clawback.lines[who] ?? 0).toBe(
        -Math.floor((earned * back * 2 + addition.baseFils) / (2 * addition.baseFils)),
      );
    const [{ n }] = (await t.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(commissionEntries)
      .where(eq(commissionEntries.policyId, policy.id))) as [{ n: number }];
    expect(Number(n)).toBe(3);
  });
});
