import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, policies, policyMembers, quotations } from "../../../../src/db/schema";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { api, formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { policyOf } from "../../backoffice/backoffice/backoffice-fixtures";
import { type Customer, customer, renewToPayment } from "./renewal-fixtures";

let t: TestApp;
let agentAll: number;
let allSession: string;
let basicSession: string;

beforeAll(async () => {
  t = await createTestApp();
  agentAll = (await findPartnerByUserId(t.db, "agent.all"))!.id;
  allSession = await signInAs(t, "agent.all");
  basicSession = await signInAs(t, "agent.basic");
});
afterAll(() => t.close());

/** A Basic policy that agent.all sold, due for renewal, and how its insured member finds it. */
async function agentAllPolicy() {
  const { policy } = await policyOf(t, "agent.all", 20);
  const [member] = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, policy.id));
  return { policy, member: member! };
}

/** Finds the policy by passport and date of birth, with a partner's session when given. */
async function search(c: Customer, member: { passportNo: string | null; dateOfBirth: string }, session?: string) {
  if (session) c.setCookie(`pp_session=${session}`);
  const res = await c.call("POST", "/api/renewals/search", {
    searchBy: 3,
    searchText: member.passportNo,
    dateOfBirth: member.dateOfBirth,
    // What the legacy client sends; the server decides from the session and the policy.
    partner_sno: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  if (session) c.setCookie(`${c.cookie()}; pp_session=${session}`);
}

/** Renews to the gateway's accepted answer; returns the renewal's records. */
async function renewAndPay(c: Customer, parentPolicyId: number) {
  const { start } = await renewToPayment(c, 1);
  const notified = await t.app.inject({
    method: "POST",
    url: "/api/payments/notify",
    ...formBody(gatewayAnswer(t, start.fields)),
  });
  expect(notified.statusCode, notified.body).toBe(200);
  const [renewal] = await t.db.select().from(quotations).where(eq(quotations.parentPolicyId, parentPolicyId));
  const [payment] = await t.db.select().from(payments).where(eq(payments.quotationId, renewal!.id));
  const [renewed] = await t.db.select().from(policies).where(eq(policies.parentPolicyId, parentPolicyId));
  return { renewal: renewal!, payment: payment!, renewed: renewed! };
}

const listed = async (session: string, url: string) => {
  const res = await api(t, session).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows as Record<string, unknown>[];
};

describe("whom a renewal belongs to", () => {
  it("the policy's own partner, when another signed-in partner searched, renewed and paid", async () => {
    const { policy, member } = await agentAllPolicy();
    const c = customer(t, "203.0.113.41");
    await search(c, member, basicSession);
    const { renewal, payment, renewed } = await renewAndPay(c, policy.id);
    expect(renewal.partnerId).toBe(agentAll);
    expect(payment.partnerId).toBe(agentAll);
    expect(renewed.partnerId).toBe(agentAll);

    // agent.all keeps sight of both; agent.basic sees neither, and never the members' ID numbers.
    expect(await listed(allSession, `/api/backoffice/quotations?product=basic&q=${renewal.quotationNo}`)).toHaveLength(
      1,
    );
    expect(
      await listed(allSession, `/api/backoffice/policies?product=basic&view=renewals&q=${renewed.policyNo}`),
    ).toHaveLength(1);
    expect(await listed(basicSession, `/api/backoffice/quotations?product=basic&q=${renewal.quotationNo}`)).toEqual([]);
    expect(await listed(basicSession, `/api/backoffice/policies?product=basic&q=${renewed.policyNo}`)).toEqual([]);
    expect((await api(t, basicSession).get(`/api/backoffice/policies/${renewed.policyNo}`)).statusCode).toBe(404);
    expect((await api(t, basicSession).get(`/api/backoffice/quotations/${renewal.quotationNo}`)).statusCode).toBe(404);
  });

  it("the policy's own partner, when the customer renewed on their own, in its pending and renewed lists", async () => {
    const { policy, member } = await agentAllPolicy();
    expect(
      await listed(allSession, `/api/backoffice/policies?product=basic&view=pending&q=${policy.policyNo}`),
    ).toHaveLength(1);
    const c = customer(t, "203.0.113.42");
    await search(c, member);
    const { renewal, renewed } = await renewAndPay(c, policy.id);
    expect(renewal.partnerId).toBe(agentAll);
    expect(renewal.channel).toBe((await findPartnerByUserId(t.db, "agent.all"))!.categorySno);
    expect(
      await listed(allSession, `/api/backoffice/policies?product=basic&view=renewed&q=${policy.policyNo}`),
    ).toHaveLength(1);
    expect(
      await listed(allSession, `/api/backoffice/policies?product=basic&view=renewals&q=${renewed.policyNo}`),
    ).toHaveLength(1);
  });

  it("is never handed to another partner through their own start of a renewal: the policy reads as not found", async () => {
    const { policy } = await agentAllPolicy();
    const other = await api(t, basicSession).post("/api/renewals/partner-start", { policyNo: policy.policyNo });
    const missing = await api(t, basicSession).post("/api/renewals/partner-start", { policyNo: "BP-2020-999999" });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(other.cookies).toEqual([]);
  });
});
