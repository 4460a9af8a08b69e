import { PLAN_NOT_OFFERED, PLANS_NOT_SOLD, quoteTotals } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, policies, quotations } from "../../../../src/db/schema";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { pdfText } from "../../../support/pdf-text";
import { bornYearsAgo, createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const hplusSponsor = () => validSponsor({ productCategory: 2 });
/** seed/premium-rates.csv, NEXTCARE (TPA 3): hplus 30-39 female and 0-17 male, under each plan (fils). */
const SEED = {
  silver: { spouse: 485_000, child: 250_000 },
  gold: { spouse: 688_700, child: 355_000 },
  platinum: { spouse: 994_250, child: 512_500 },
};

/** An H+ quotation of a spouse (35) and a son (8). */
async function hplusFamily() {
  const q = await createQuotationAs(t, cookie, hplusSponsor());
  const a = api(t, cookie);
  await a.post(`/api/quotations/${q.quotationId}/members`, validMember());
  const son = validMember({
    member_type: 1,
    relation: "child",
    first_name: "Arjun",
    gender: 1,
    date_of_birth: bornYearsAgo(8),
    marital_status: "single",
    occupation: "Student",
  });
  const added = await a.post(`/api/quotations/${q.quotationId}/members`, son);
  expect(added.statusCode, added.body).toBe(201);
  return q;
}

describe("the plans of an H+ quotation", () => {
  it("prices every plan for this family, each member and the totals with VAT, and starts on the first plan", async () => {
    const q = await hplusFamily();
    const res = await api(t, cookie).get(`/api/quotations/${q.quotationId}/plans`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.selected).toBe("silver");
    expect(body.members.map((m: { name: string }) => m.name)).toEqual(["Anita Menon", "Arjun Menon"]);
    expect(body.plans.map((p: { plan: { code: string } }) => p.plan.code)).toEqual(["silver", "gold", "platinum"]);
    for (const [i, code] of (["silver", "gold", "platinum"] as const).entries()) {
      const expected = [SEED[code].spouse, SEED[code].child];
      expect(body.plans[i].premiums.map((p: { premium_fils: number }) => p.premium_fils)).toEqual(expected);
      expect(body.plans[i].totals).toEqual(quoteTotals(expected));
    }
    expect(body.plans[2].plan).toMatchObject({ name: "Platinum", annual_limit_fils: 500_000_000, copay_percent: 0 });
    // Each plan's texts come in English and in Arabic: the screens show the reader's language.
    expect(body.plans[0].plan).toMatchObject({ room_type: "Shared room", room_type_ar: "غرفة مشتركة" });
    // The members' own premiums are the selected plan's.
    const members = (await api(t, cookie).get(`/api/quotations/${q.quotationId}/members`)).json();
    expect(members.totals).toEqual(body.plans[0].totals);
  });

  it("puts the quotation on the chosen plan and prices every member again, audited", async () => {
    const q = await hplusFamily();
    const res = await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "gold" });
    expect(res.statusCode).toBe(200);
    expect(res.json().selected).toBe("gold");
    const members = (await api(t, cookie).get(`/api/quotations/${q.quotationId}/members`)).json();
    expect(members.members.map((m: { premium_fils: number }) => m.premium_fils)).toEqual([
      SEED.gold.spouse,
      SEED.gold.child,
    ]);
    // The review of the finalize step and the back office's detail name the plan.
    const review = (await api(t, cookie).get(`/api/quotations/${q.quotationId}/review`)).json();
    expect(review.plan).toMatchObject({ code: "gold", name: "Gold", room_type: "Private room" });
    const detail = (await api(t, cookie).get(`/api/backoffice/quotations/${q.quotationNo}`)).json();
    expect(detail.planName).toBe("Gold");
    expect(detail.timeline.map((e: { label: string }) => e.label)).toContain("Plan changed");
    const events = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(q.quotationId)));
    expect(events.find((e) => e.event === "plan_chosen")?.details).toEqual({ from: "silver", to: "gold" });
    // A member added afterwards is priced under the plan the quotation is on.
    const added = await api(t, cookie).post(
      `/api/quotations/${q.quotationId}/members`,
      validMember({
        first_name: "Meera",
        relation: "child",
        member_type: 1,
        date_of_birth: bornYearsAgo(8),
        marital_status: "single",
        occupation: "Student",
      }),
    );
    expect(added.json().members[2].premium_fils).toBe(355_000);
  });

  it("reopens a finalized application for another plan, and leaves it finalized for the plan it is on", async () => {
    const q = await finalizedQuotation(t, cookie, hplusSponsor());
    const status = async () =>
      (await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId)))[0]!.status;
    await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "silver" });
    expect(await status()).toBe("finalized");
    await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "platinum" });
    expect(await status()).toBe("draft");
  });

  it("issues the policy on the plan the quotation was paid for", async () => {
    const q = await finalizedQuotation(t, cookie, hplusSponsor());
    await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "gold" });
    await api(t, cookie).post(`/api/quotations/${q.quotationId}/finalize`, { declaration: true });
    const start = (await api(t, cookie).post(`/api/quotations/${q.quotationId}/payment`)).json();
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
    const [policy] = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    expect(policy).toMatchObject({ planCode: "gold", premiumFils: SEED.gold.spouse });
    // The schedule names the plan and prints its benefits; the receipt and the tax invoice name it too.
    const document = async (name: string) =>
      (await pdfText((await api(t, cookie).get(`/api/policies/${policy!.policyNo}/${name}`)).rawPayload)).replace(
        /\s+/g,
        " ",
      );
    const schedule = await document("schedule.pdf");
    expect(schedule).toContain("H+ enhanced health plan (Gold)");
    expect(schedule).toContain("Benefits per member");
    expect(schedule).toContain("Annual limit per member AED 1,500,000.00");
    expect(schedule).toContain("Hospital room Private room");
    expect(await document("receipt.pdf")).toContain("H+ enhanced health plan (Gold)");
    expect(await document("tax-invoice.pdf")).toContain("H+ enhanced health plan (Gold)");
    // Paid: the plan can no longer change.
    const late = await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "silver" });
    expect(late.statusCode).toBe(409);
  });
});

describe("what the plan endpoints refuse", () => {
  it("refuses a plan the catalogue does not offer, and junk, with a clear message", async () => {
    const q = await hplusFamily();
    const unknown = await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "diamond" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(PLAN_NOT_OFFERED);
    for (const payload of [{ plan: "Gold Plan!" }, {}, { plan: 7 }, { plan: "x".repeat(5000) }]) {
      const junk = await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, payload);
      expect(junk.statusCode).toBe(400);
    }
    expect((await api(t, cookie).get(`/api/quotations/${q.quotationId}/plans`)).json().selected).toBe("silver");
  });

  it("answers a Basic quotation that it has no plans", async () => {
    const q = await createQuotationAs(t, cookie);
    const res = await api(t, cookie).get(`/api/quotations/${q.quotationId}/plans`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLANS_NOT_SOLD);
    expect((await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "gold" })).statusCode).toBe(409);
  });

  it("shows and changes nothing of another partner's quotation, nor for a stranger", async () => {
    const q = await hplusFamily();
    const other = await signInAs(t, "agent.basic");
    expect((await api(t, other).get(`/api/quotations/${q.quotationId}/plans`)).statusCode).toBe(404);
    expect((await api(t, other).put(`/api/quotations/${q.quotationId}/plan`, { plan: "gold" })).statusCode).toBe(404);
    const stranger = await t.app.inject({ method: "GET", url: `/api/quotations/${q.quotationId}/plans` });
    expect(stranger.statusCode).toBe(401);
    expect((await api(t, cookie).get(`/api/quotations/${q.quotationId}/plans`)).json().selected).toBe("silver");
  });

  it("prices members added while the plan changes under the plan the quotation ends on", async () => {
    const q = await hplusFamily();
    const a = api(t, cookie);
    const child = (n: number) =>
      validMember({
        first_name: `Kid${"abcdefgh"[n]}`,
        relation: "child",
        member_type: 1,
        gender: 1,
        date_of_birth: bornYearsAgo(8),
        marital_status: "single",
        occupation: "Student",
      });
    await Promise.all([
      a.post(`/api/quotations/${q.quotationId}/members`, child(0)),
      a.put(`/api/quotations/${q.quotationId}/plan`, { plan: "platinum" }),
      a.post(`/api/quotations/${q.quotationId}/members`, child(1)),
    ]);
    const plans = (await a.get(`/api/quotations/${q.quotationId}/plans`)).json();
    const members = (await a.get(`/api/quotations/${q.quotationId}/members`)).json();
    const chosen = plans.plans.find((p: { plan: { code: string } }) => p.plan.code === plans.selected);
    expect(plans.selected).toBe("platinum");
    expect(members.members.map((m: { premium_fils: number }) => m.premium_fils)).toEqual(
      chosen.premiums.map((p: { premium_fils: number }) => p.premium_fils),
    );
  });
});
