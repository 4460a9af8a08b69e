import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, policies, quotations } from "../../../../src/db/schema";
import { removeDemoPartners } from "../../../../src/modules/backoffice/backoffice/demo-partner-removal";
import { accrueOnReportedSale } from "../../../../src/modules/commission";
import { demoPartnersIn } from "../../../../src/modules/identity/partners/demo-partners";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { seedDemoRenewals } from "../../../../src/modules/policy/policies/demo-policies";
import { policyDocument } from "../../../../src/modules/policy/policies/policy-documents";
import { policyDocumentKey } from "../../../../src/modules/policy/policies/policy-mail";
import { insertIssuedPolicy } from "../../../../src/modules/policy/policies/seeded-policy-repository";
import { seedDemoSiteSales } from "../../../../src/modules/policy/site-reports/demo-site-sales";
import { insuredPerson } from "../../../support/insured-person";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { otherPartner } from "../../outreach/invitations/invitation-fixtures";
import { customer, findAs, renewAndPay } from "../../renewal/renewals/renewal-fixtures";
import { policyOf } from "./backoffice-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("removing the demo partners", () => {
  it("deletes them with everything recorded under them, and nothing of anyone else", async () => {
    // What a deployment that ran as development for a while holds: the demo data, a paid quotation with its policy
    // documents, an invitation, a video call and a customer's renewal of a demo policy.
    await seedDemoRenewals(t.db);
    await seedDemoSiteSales(t.db, accrueOnReportedSale);
    const agent = await signInAs(t, "agent.all");
    const q = await finalizedQuotation(t, agent);
    const start = (await api(t, agent).post(`/api/quotations/${q.quotationId}/payment`)).json();
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/payments/notify",
      ...formBody(gatewayAnswer(t, start.fields)),
    });
    expect(paid.statusCode).toBe(200);
    const [issued] = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    await policyDocument({ db: t.db, storage: t.storage, config: t.config, cpu: t.app.cpu }, issued!.id, "receipt");
    const due = await policyOf(t, "agent.all", 20);
    const invited = await api(t, agent).post("/api/invitations", {
      kind: "basic-renewal",
      name: "Aisha Khan",
      email: "aisha.khan@example.com",
      mobile_prefix: "055",
      mobile_number: "1234567",
      reference: due.policy.policyNo,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const member = insuredPerson();
    const renewed = await insertIssuedPolicy(t.db, {
      partnerId: (await findPartnerByUserId(t.db, "agent.all"))!.id,
      channel: 1,
      sponsorName: "Khalid Rahman",
      sponsorEmail: "khalid@example.com",
      sponsorMobile: "0521234567",
      sponsorDate: "1975-01-01",
      sponsorFileNumber: "201/2010/1234567",
      tpaId: 3,
      endDate: due.policy.endDate,
      members: [member],
    });
    const renewer = customer(t);
    await findAs(renewer, member);
    await renewAndPay(t, renewer, 1);

    const other = await otherPartner(t, "agent.keeps");
    const kept = await finalizedQuotation(t, other);

    // A demo partner signed in a moment ago: their session is in this instance's cache.
    const session = () => t.app.inject({ url: "/api/session", headers: { cookie: `pp_session=${agent}` } });
    expect((await session()).statusCode).toBe(200);

    const removed = await removeDemoPartners(t.db, t.storage);
    expect((await session()).statusCode).toBe(401);
    expect(removed.userIds).toEqual(["agent.all", "agent.basic", "underwriter"]);
    expect(removed.policies).toBeGreaterThanOrEqual(4);
    expect(await demoPartnersIn(t.db)).toEqual([]);
    const renewals = await t.db.select().from(quotations).where(eq(quotations.parentPolicyId, renewed.policy.id));
    expect(renewals).toEqual([]);
    expect(await t.db.select().from(policies).where(eq(policies.parentPolicyId, renewed.policy.id))).toEqual([]);
    expect(await t.storage.get(policyDocumentKey(issued!.id, "receipt"))).toBeUndefined();
    const [survivor] = await t.db.select().from(quotations).where(eq(quotations.id, kept.quotationId));
    expect(survivor).toBeDefined();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.event, "demo_partners_removed"));
    expect(audit!.details).toMatchObject({ userIds: ["agent.all", "agent.basic", "underwriter"] });
    // Their public password signs nobody in any more.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: "agent.all", password: "Portal#Demo2026" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("does nothing when there are none", async () => {
    expect(await removeDemoPartners(t.db)).toEqual({ userIds: [], quotations: 0, policies: 0 });
  });
});
