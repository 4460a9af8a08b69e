import { addDays, addYears } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, policies, quotations } from "../../../../src/db/schema";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { reportSale, siteKey, siteSale, today } from "../../backoffice/backoffice/backoffice-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedPolicy = async (reference: string) =>
  (await t.db.select().from(policies).where(eq(policies.externalRef, reference)))[0]!;
const reportsRecorded = async () =>
  (await t.db.select().from(auditLog).where(eq(auditLog.event, "site_reported"))).length;

describe("POST /api/site-reports/:site", () => {
  it("adds 5% VAT to a reported PA premium and none to a term (life) premium, which is VAT-exempt", async () => {
    await reportSale(t, "pa", siteSale("PA-VAT"));
    await reportSale(t, "term", siteSale("TP-VAT"));
    expect(await storedPolicy("PA-VAT")).toMatchObject({ premiumFils: 50_000, vatFils: 2_500, totalFils: 52_500 });
    expect(await storedPolicy("TP-VAT")).toMatchObject({ premiumFils: 50_000, vatFils: 0, totalFils: 50_000 });
    const [term] = await t.db.select().from(quotations).where(eq(quotations.externalRef, "TP-VAT"));
    expect(term!.reportedPremiumFils).toBe(50_000);
  });

  it("answers a report repeated on another day unchanged and keeps the policy's cover dates", async () => {
    const first = await reportSale(t, "pa", siteSale("PA-900"));
    expect(first.json().outcome).toBe("created");
    // Make the first report ten days old, as if the site sent it again today.
    const reportedOn = addDays(today(), -10);
    await t.db
      .update(policies)
      .set({ startDate: reportedOn, endDate: addDays(addYears(reportedOn, 1), -1) })
      .where(eq(policies.externalRef, "PA-900"));
    const before = await storedPolicy("PA-900");
    const recorded = await reportsRecorded();

    const again = await reportSale(t, "pa", siteSale("PA-900"));
    expect(again.json()).toEqual({ outcome: "unchanged", quotationNo: first.json().quotationNo });
    expect(await storedPolicy("PA-900")).toEqual(before);
    expect(await reportsRecorded()).toBe(recorded);
  });

  it("keeps the stored policy number when a repeat leaves it out, and moves dates only when told", async () => {
    await reportSale(t, "pa", siteSale("PA-901"));
    const { policyNo: _omitted, ...withoutNumber } = siteSale("PA-901");
    expect((await reportSale(t, "pa", withoutNumber)).json().outcome).toBe("unchanged");
    expect((await storedPolicy("PA-901")).policyNo).toBe("P-PA-901");

    const startDate = addDays(today(), 5);
    expect((await reportSale(t, "pa", { ...siteSale("PA-901"), startDate })).json().outcome).toBe("updated");
    expect(await storedPolicy("PA-901")).toMatchObject({ startDate, endDate: addDays(addYears(startDate, 1), -1) });
  });

  it("creates a first report sent five times at once exactly once", async () => {
    const results = await Promise.all([...Array(5)].map(() => reportSale(t, "term", siteSale("TL-500"))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.json().outcome).sort()).toEqual([
      "created",
      "unchanged",
      "unchanged",
      "unchanged",
      "unchanged",
    ]);
    expect(await t.db.select().from(quotations).where(eq(quotations.externalRef, "TL-500"))).toHaveLength(1);
    expect(await t.db.select().from(policies).where(eq(policies.externalRef, "TL-500"))).toHaveLength(1);
  });

  it("refuses one site's key on the other site and stores nothing", async () => {
    const res = await reportSale(t, "term", siteSale("TL-501"), siteKey("pa"));
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(quotations).where(eq(quotations.externalRef, "TL-501"))).toHaveLength(0);
  });

  it("refuses a policy number another report holds, and a control character, without a 500", async () => {
    await reportSale(t, "pa", siteSale("PA-903"));
    const taken = await reportSale(t, "pa", { ...siteSale("PA-904"), policyNo: "P-PA-903" });
    expect(taken.statusCode).toBe(409);
    expect(await t.db.select().from(quotations).where(eq(quotations.externalRef, "PA-904"))).toHaveLength(0);
    const nul = await reportSale(t, "pa", { ...siteSale("PA-905"), sponsorName: "Site\u0000Customer" });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().fieldErrors)).toEqual(["sponsorName"]);
  });

  it("refuses a reference already reported for another partner", async () => {
    await reportSale(t, "pa", siteSale("PA-902"));
    const res = await reportSale(t, "pa", { ...siteSale("PA-902"), partnerUserId: "agent.basic" });
    expect(res.statusCode).toBe(409);
    expect((await storedPolicy("PA-902")).sponsorName).toBe("Site Customer");
  });

  it("names the partner by the reference the site received as UserId; the old user id is still accepted", async () => {
    const agent = (await findPartnerByUserId(t.db, "agent.all"))!;
    const { partnerUserId: _old, ...byReference } = siteSale("PA-910");
    const res = await reportSale(t, "pa", { ...byReference, partnerReference: agent.siteRef });
    expect(res.statusCode).toBe(200);
    expect((await storedPolicy("PA-910")).partnerId).toBe(agent.id);
    expect((await reportSale(t, "pa", siteSale("PA-911"))).statusCode).toBe(200);

    const both = await reportSale(t, "pa", { ...siteSale("PA-912"), partnerReference: agent.siteRef });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().fieldErrors)).toEqual(["partnerReference"]);
    const unknown = await reportSale(t, "pa", {
      ...byReference,
      reference: "PA-913",
      partnerReference: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await reportSale(t, "pa", { ...byReference, reference: "PA-914", partnerReference: "agent.all" });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("a reported sale read back", () => {
  it("has no portal category and no TPA: its sponsor says null, where the wizard's products say theirs", async () => {
    await reportSale(t, "pa", siteSale("PA-READ"));
    await reportSale(t, "term", siteSale("TL-READ"));
    const a = api(t, await signInAs(t, "agent.all"));
    for (const reference of ["PA-READ", "TL-READ"]) {
      const [q] = await t.db.select().from(quotations).where(eq(quotations.externalRef, reference));
      for (const url of [`/api/quotations/${q!.id}`, `/api/quotations/${q!.id}/review`]) {
        const res = await a.get(url);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().sponsor).toMatchObject({ productCategory: null, tpaId: null });
      }
      const detail = await a.get(`/api/backoffice/quotations/${q!.quotationNo}`);
      expect(detail.json().sponsor.tpaId).toBeNull();
      const policy = await a.get(`/api/backoffice/policies/P-${reference}`);
      expect(policy.json().tpaId).toBeNull();
    }
  });
});

describe("GET /api/site-reports/:site/partners/:reference", () => {
  const resolve = (site: "pa" | "term", reference: string, key = siteKey(site)) =>
    t.app.inject({ url: `/api/site-reports/${site}/partners/${reference}`, headers: { "x-api-key": key } });

  it("tells a site who a reference is and whether they may sell there, without the sign-in id", async () => {
    const all = (await findPartnerByUserId(t.db, "agent.all"))!;
    const basic = (await findPartnerByUserId(t.db, "agent.basic"))!;
    const res = await resolve("pa", all.siteRef);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reference: all.siteRef, name: all.name, categorySno: 1, allowed: true });
    expect(res.body).not.toContain("agent.all");
    expect((await resolve("term", basic.siteRef)).json().allowed).toBe(false);
  });

  it("needs the site's own key, and answers an unknown or malformed reference without a 500", async () => {
    const all = (await findPartnerByUserId(t.db, "agent.all"))!;
    expect((await resolve("term", all.siteRef, siteKey("pa"))).statusCode).toBe(401);
    expect((await resolve("pa", crypto.randomUUID())).statusCode).toBe(404);
    expect((await resolve("pa", "agent.all")).statusCode).toBe(400);
  });
});
