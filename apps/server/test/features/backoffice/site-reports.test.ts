import { addDays, addYears } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, policies, quotations } from "../../../src/db/schema";
import { createTestApp, type TestApp } from "../../support/test-app";
import { reportSale, siteSale as sale, siteKey, today } from "./backoffice-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A policy sold on the PA site, reported without cover dates (the site leaves them to the portal). */

const storedPolicy = async (reference: string) =>
  (await t.db.select().from(policies).where(eq(policies.externalRef, reference)))[0]!;
const reportsRecorded = async () =>
  (await t.db.select().from(auditLog).where(eq(auditLog.event, "site_reported"))).length;

describe("POST /api/site-reports/:site", () => {
  it("answers a report repeated on another day unchanged and keeps the policy's cover dates", async () => {
    const first = await reportSale(t, "pa", sale("PA-900"));
    expect(first.json().outcome).toBe("created");
    // Make the first report ten days old, as if the site sent it again today.
    const reportedOn = addDays(today(), -10);
    await t.db
      .update(policies)
      .set({ startDate: reportedOn, endDate: addDays(addYears(reportedOn, 1), -1) })
      .where(eq(policies.externalRef, "PA-900"));
    const before = await storedPolicy("PA-900");
    const recorded = await reportsRecorded();

    const again = await reportSale(t, "pa", sale("PA-900"));
    expect(again.json()).toEqual({ outcome: "unchanged", quotationNo: first.json().quotationNo });
    expect(await storedPolicy("PA-900")).toEqual(before);
    expect(await reportsRecorded()).toBe(recorded);
  });

  it("keeps the stored policy number when a repeat leaves it out, and moves dates only when told", async () => {
    await reportSale(t, "pa", sale("PA-901"));
    const { policyNo: _omitted, ...withoutNumber } = sale("PA-901");
    expect((await reportSale(t, "pa", withoutNumber)).json().outcome).toBe("unchanged");
    expect((await storedPolicy("PA-901")).policyNo).toBe("P-PA-901");

    const startDate = addDays(today(), 5);
    expect((await reportSale(t, "pa", { ...sale("PA-901"), startDate })).json().outcome).toBe("updated");
    expect(await storedPolicy("PA-901")).toMatchObject({ startDate, endDate: addDays(addYears(startDate, 1), -1) });
  });

  it("creates a first report sent five times at once exactly once", async () => {
    const results = await Promise.all([...Array(5)].map(() => reportSale(t, "term", sale("TL-500"))));
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
    const res = await reportSale(t, "term", sale("TL-501"), siteKey("pa"));
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(quotations).where(eq(quotations.externalRef, "TL-501"))).toHaveLength(0);
  });

  it("refuses a policy number another report holds, and a control character, without a 500", async () => {
    await reportSale(t, "pa", sale("PA-903"));
    const taken = await reportSale(t, "pa", { ...sale("PA-904"), policyNo: "P-PA-903" });
    expect(taken.statusCode).toBe(409);
    expect(await t.db.select().from(quotations).where(eq(quotations.externalRef, "PA-904"))).toHaveLength(0);
    const nul = await reportSale(t, "pa", { ...sale("PA-905"), sponsorName: "Site\u0000Customer" });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().fieldErrors)).toEqual(["sponsorName"]);
  });

  it("refuses a reference already reported for another partner", async () => {
    await reportSale(t, "pa", sale("PA-902"));
    const res = await reportSale(t, "pa", { ...sale("PA-902"), partnerUserId: "agent.basic" });
    expect(res.statusCode).toBe(409);
    expect((await storedPolicy("PA-902")).sponsorName).toBe("Site Customer");
  });
});
