import { type GetDashboardResponse, LATEST_QUOTATIONS_SHOWN } from "@pp/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies, quotations } from "../../../../src/db/schema";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { policyOf, reportSale } from "./backoffice-fixtures";

let t: TestApp;
let all: ReturnType<typeof api>;
let basic: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  all = api(t, await signInAs(t, "agent.all"));
  basic = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

describe("GET /api/backoffice/dashboard", () => {
  it("sums a month's premium beyond 2^31 fils", async () => {
    for (const reference of ["TL-BIG-1", "TL-BIG-2", "TL-BIG-3"]) {
      const res = await reportSale(t, "term", {
        partnerUserId: "agent.basic",
        reference,
        kind: "policy",
        status: "active",
        sponsorName: "Large Employer",
        sponsorEmail: "hr@large.example.com",
        sponsorMobile: "0501112233",
        premiumFils: 1_000_000_000,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await basic.get("/api/backoffice/dashboard");
    expect(res.statusCode, res.body).toBe(200);
    // Three term policies of 1,000,000,000 fils (life cover carries no VAT): 3,000,000,000 > 2,147,483,647.
    expect(res.json()).toMatchObject({ policiesThisMonth: 3, premiumThisMonthFils: 3_000_000_000 });
  });

  it("counts the partner's active policies ending today up to 30 days from now as renewals due", async () => {
    for (const days of [0, 1, 30]) await policyOf(t, "agent.all", days);
    // Not due: expired yesterday, ends in 31 days, already renewed, and another partner's.
    for (const days of [-1, 31]) await policyOf(t, "agent.all", days);
    const { policy: renewed } = await policyOf(t, "agent.all", 10);
    await t.db.update(policies).set({ status: "renewed" }).where(eq(policies.id, renewed.id));
    await policyOf(t, "agent.basic", 10);

    expect((await all.get("/api/backoffice/dashboard")).json().renewalsDueIn30Days).toBe(3);
    expect((await basic.get("/api/backoffice/dashboard")).json().renewalsDueIn30Days).toBe(1);
  });

  it("lists the partner's newest quotations, no more than the home page keeps room for", async () => {
    // The policies above came with their quotations: the partner has more than the list shows.
    for (const days of [40, 41, 42, 43, 44, 45]) await policyOf(t, "agent.all", days);
    const partner = await findPartnerByUserId(t.db, "agent.all");
    const [row] = await t.db
      .select({ n: count() })
      .from(quotations)
      .where(eq(quotations.partnerId, partner?.id ?? 0));
    expect(row?.n).toBeGreaterThan(LATEST_QUOTATIONS_SHOWN);
    const { latestQuotations } = (await all.get("/api/backoffice/dashboard")).json() as GetDashboardResponse;
    expect(latestQuotations).toHaveLength(LATEST_QUOTATIONS_SHOWN);
    const times = latestQuotations.map((q) => q.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
