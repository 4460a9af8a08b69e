import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, policies, quotations } from "../../../src/db/schema";
import { setPartnerFlags } from "../../../src/modules/identity/partners/partner-admin";
import { api, finalizedQuotation, formBody, gatewayAnswer, VALID_EMIRATES_ID } from "../../support/journey";
import { pdfText } from "../../support/pdf-text";
import { bornYearsAgo, validMember, validSponsor } from "../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../support/test-app";

/** H+ (spec §2.2 "New H+ Application"): the Basic journey on the same quotation model, product category 2. */
const hplusSponsor = (overrides: Record<string, unknown> = {}) => validSponsor({ productCategory: 2, ...overrides });

let t: TestApp;
let cookie: string;
let all: ReturnType<typeof api>;
let basicOnly: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  all = api(t, cookie);
  basicOnly = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

async function createHplus() {
  const res = await all.post("/api/quotations", hplusSponsor());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { quotationId: number; quotationNo: string };
}

describe("POST /api/quotations for H+", () => {
  it("creates an H+ quotation that opens on /addmember and reads back as H+", async () => {
    const q = await createHplus();
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(row).toMatchObject({ product: "hplus", productCategory: 2, lastVisitedPage: "addmember" });
    const detail = (await all.get(`/api/quotations/${q.quotationId}`)).json();
    expect(detail).toMatchObject({ product: "hplus", lastVisitedPage: "addmember" });
    expect(detail.sponsor.productCategory).toBe(2);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `quotation-created:${q.quotationId}`));
    expect(mail!.subject).toBe(`Your H+ health insurance quotation ${q.quotationNo}`);
  });

  it("refuses H+ to a partner without enhanced_allowed, and writes nothing", async () => {
    const before = await t.db.select().from(quotations);
    const res = await basicOnly.post("/api/quotations", hplusSponsor());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not set up to sell H\+ plans/);
    expect(await t.db.select().from(quotations)).toHaveLength(before.length);
  });

  it("refuses Basic to a partner without basic_allowed", async () => {
    const enhancedOnly = await signInAs(t, "agent.basic");
    await setPartnerFlags(t.db, "agent.basic", ["enhanced"]);
    try {
      const res = await api(t, enhancedOnly).post("/api/quotations", validSponsor());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/not set up to sell Basic plans/);
      expect((await api(t, enhancedOnly).post("/api/quotations", hplusSponsor())).statusCode).toBe(201);
    } finally {
      await setPartnerFlags(t.db, "agent.basic", ["basic"]);
    }
  });

  it("answers an unknown product category with a field error", async () => {
    const res = await all.post("/api/quotations", hplusSponsor({ productCategory: 7 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.productCategory).toBeDefined();
  });

  it("keeps the product on a sponsor update: a Basic payload for an H+ quotation is a field error", async () => {
    const q = await createHplus();
    const res = await all.put(`/api/quotations/${q.quotationId}/sponsor`, validSponsor());
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.productCategory).toEqual([
      "An application keeps the product it was started for. Start a new application for another product.",
    ]);
    const ok = await all.put(`/api/quotations/${q.quotationId}/sponsor`, hplusSponsor({ tpaId: 1 }));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("H+ members are priced from the H+ rates", () => {
  it("prices each member at their age band and adds 5% VAT, in fils", async () => {
    const q = await createHplus();
    // Spouse, 35, female, NEXTCARE: hplus 30-39 female = AED 4,850.00.
    await all.post(`/api/quotations/${q.quotationId}/members`, validMember());
    // Son, 10, NEXTCARE: hplus 0-17 male = AED 2,500.00.
    const res = await all.post(
      `/api/quotations/${q.quotationId}/members`,
      validMember({
        relation: "child",
        first_name: "Arjun",
        gender: 1,
        date_of_birth: bornYearsAgo(10),
        marital_status: "single",
        occupation: "Student",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { members, totals } = res.json();
    expect(members.map((m: { premium_fils: number }) => m.premium_fils)).toEqual([485000, 250000]);
    expect(totals).toEqual({ subtotal: 735000, vat: 36750, total: 771750 });
  });

  it("reprices from the H+ rates of the other TPA when the TPA changes", async () => {
    const q = await createHplus();
    await all.post(`/api/quotations/${q.quotationId}/members`, validMember());
    await all.put(`/api/quotations/${q.quotationId}/sponsor`, hplusSponsor({ tpaId: 1 }));
    const { members } = (await all.get(`/api/quotations/${q.quotationId}/members`)).json();
    // NAS: 4,850.00 × 0.97 = 4,704.50.
    expect(members[0].premium_fils).toBe(470450);
  });
});

describe("H+ progress and retrieval", () => {
  it("records H+ steps, refuses Basic ones, and retrieval lands on the H+ step", async () => {
    const q = await createHplus();
    expect((await all.put(`/api/quotations/${q.quotationId}/progress`, { page: "uploaddocument" })).statusCode).toBe(
      204,
    );
    const basicStep = await all.put(`/api/quotations/${q.quotationId}/progress`, { page: "uploaddocuments" });
    expect(basicStep.statusCode).toBe(400);
    expect(basicStep.json().fieldErrors.page).toEqual(["This step is not part of this application's journey."]);
    const found = await all.post("/api/quotations/retrieve", {
      quotationNo: q.quotationNo,
      sponsorMobile: "0501234567",
      sponsorEmail: "rahul.menon@example.com",
    });
    expect(found.json()).toMatchObject({ product: "hplus", lastVisitedPage: "uploaddocument" });
  });

  it("a Basic quotation refuses an H+ step", async () => {
    const q = (await all.post("/api/quotations", validSponsor())).json();
    const res = await all.put(`/api/quotations/${q.quotationId}/progress`, { page: "addmember" });
    expect(res.statusCode).toBe(400);
  });
});

describe("paying an H+ quotation", () => {
  async function paidHplus() {
    const q = await finalizedQuotation(t, cookie, hplusSponsor());
    const start = await all.post(`/api/quotations/${q.quotationId}/payment`);
    expect(start.statusCode, start.body).toBe(200);
    const request = start.json().fields as Record<string, string>;
    // One spouse, 35, NEXTCARE: 4,850.00 + 242.50 VAT.
    expect(request.amount).toBe("5092.50");
    const answer = gatewayAnswer(t, request);
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    return { q, answer, back };
  }

  it("returns to /paymentsuccess and issues an H+ policy the back-office H+ lists show", async () => {
    const { q, answer, back } = await paidHplus();
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(new RegExp(`^/paymentsuccess\\?TransactionID=${answer.transaction_id}&`));

    const [policy] = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    expect(policy).toMatchObject({ product: "hplus", premiumFils: 485000, vatFils: 24250, totalFils: 509250 });
    expect(policy!.policyNo).toMatch(/^HP-\d{4}-\d{6}$/);

    const listed = (await all.get("/api/backoffice/policies?product=hplus&view=all")).json();
    expect(listed.rows.map((r: { policyNo: string }) => r.policyNo)).toContain(policy!.policyNo);
    const quotationsListed = (await all.get("/api/backoffice/quotations?product=hplus")).json();
    expect(quotationsListed.rows.map((r: { quotationNo: string }) => r.quotationNo)).toContain(q.quotationNo);
    const basicPolicies = (await all.get("/api/backoffice/policies?product=basic&view=all")).json();
    expect(basicPolicies.rows.map((r: { policyNo: string }) => r.policyNo)).not.toContain(policy!.policyNo);

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `policy-issued:${policy!.id}`));
    expect(mail!.subject).toBe(`Your H+ health insurance policy ${policy!.policyNo}`);
    const schedule = await all.get(`/api/policies/${policy!.policyNo}/schedule.pdf`);
    expect(schedule.statusCode).toBe(200);
    const text = await pdfText(schedule.rawPayload);
    expect(text).toContain("H+ enhanced health plan");
    expect(text).not.toContain("Essential Benefits Plan");
    const receipt = await pdfText((await all.get(`/api/policies/${policy!.policyNo}/receipt.pdf`)).rawPayload);
    expect(receipt).toContain("H+ enhanced health plan");
  });

  it("a declined H+ payment also returns to the H+ result page", async () => {
    const q = await finalizedQuotation(t, cookie, hplusSponsor());
    const request = (await all.post(`/api/quotations/${q.quotationId}/payment`)).json().fields;
    const answer = gatewayAnswer(t, request, "DECLINE");
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(back.headers.location).toMatch(/^\/paymentsuccess\?.*status=DECLINE/);
  });

  it("the Basic renewal search does not find an H+ policy, nor can a partner start its Basic renewal", async () => {
    const { q } = await paidHplus();
    const [policy] = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    const search = (searchBy: number, searchText: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/renewals/search",
        payload: { searchBy, searchText, dateOfBirth: bornYearsAgo(35) },
        remoteAddress: "198.51.100.7",
      });
    for (const [by, text] of [
      [2, policy!.policyNo],
      [1, VALID_EMIRATES_ID],
      [3, "N1234567"],
    ] as const) {
      const res = await search(by, text);
      expect(res.statusCode, `searchBy ${by}`).toBe(404);
      expect(res.json().message).toBe("No record found");
    }
    const start = await all.post("/api/renewals/partner-start", { policyNo: policy!.policyNo });
    expect(start.statusCode).toBe(404);
  });
});
