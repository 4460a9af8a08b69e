import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { policyOf } from "./backoffice-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in partner's browser: keeps the session and the renewal permission cookies. */
async function partnerBrowser(userId: string) {
  const cookies: Record<string, string> = { pp_session: await signInAs(t, userId) };
  const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    const res = await t.app.inject({ method, url, payload, headers: { cookie } });
    for (const c of res.cookies) cookies[c.name] = c.value;
    return res;
  };
  return { call, hasRenewalGrant: () => "pp_renewal" in cookies };
}
type Browser = Awaited<ReturnType<typeof partnerBrowser>>;

/** The partner renews one of their policies from its row action up to the gateway's verified answer. */
async function renewAndPay(b: Browser, policyNo: string) {
  expect((await b.call("POST", "/api/renewals/partner-start", { policyNo })).statusCode).toBe(200);
  const details = (await b.call("GET", "/api/renewals/current")).json();
  const saved = await b.call("PUT", "/api/renewals/current", {
    memberIds: details.members.map((m: { id: number }) => m.id),
    email: "renewed.contact@example.com",
    mobile_prefix: "050",
    mobile_number: "7654321",
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const questions = (await b.call("GET", "/api/renewals/questions")).json() as {
    id: string;
    expectedAnswer: boolean;
  }[];
  const review = (await b.call("GET", "/api/renewals/current/review")).json();
  const answers = review.members.flatMap((m: { member_sno: number }) =>
    questions.map((q) => ({ memberId: m.member_sno, questionId: q.id, answer: q.expectedAnswer })),
  );
  expect((await b.call("PUT", "/api/renewals/current/declaration", { answers })).statusCode).toBe(200);
  expect((await b.call("POST", "/api/renewals/current/finalize", { declaration: true })).statusCode).toBe(200);
  const start = (await b.call("POST", "/api/renewals/current/payment")).json();
  await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
}

const eventsOf = (detail: { timeline: { event: string; details: Record<string, unknown> | null }[] }) =>
  detail.timeline.map((e) => e.event);

describe("detail of a renewed policy", () => {
  it("shows the renewal in the old policy's and old quotation's timeline", async () => {
    const { policy, quotation } = await policyOf(t, "agent.all", 20);
    const b = await partnerBrowser("agent.all");
    await renewAndPay(b, policy.policyNo);

    const old = (await b.call("GET", `/api/backoffice/policies/${policy.policyNo}`)).json();
    expect(old.status).toBe("renewed");
    expect(old.renewedBy).toMatch(/^BP-/);
    expect(eventsOf(old)).toEqual(expect.arrayContaining(["renewal_started", "policy_renewed"]));
    const renewed = old.timeline.find((e: { event: string }) => e.event === "policy_renewed");
    expect(renewed.details).toMatchObject({ policyNo: old.renewedBy, parentPolicyNo: policy.policyNo });

    const oldQuotation = (await b.call("GET", `/api/backoffice/quotations/${quotation.quotationNo}`)).json();
    expect(eventsOf(oldQuotation)).toContain("policy_renewed");
    // The renewal's own payment stays on the renewal, not on the policy it renewed.
    expect(eventsOf(old)).not.toContain("payment_accepted");

    const next = (await b.call("GET", `/api/backoffice/policies/${old.renewedBy}`)).json();
    expect(next.renewalOf).toBe(policy.policyNo);
    expect(eventsOf(next).filter((e) => e === "policy_renewed")).toHaveLength(1);
  });
});

describe("POST /api/renewals/partner-start", () => {
  it("refuses another partner's policy exactly as a policy that does not exist", async () => {
    const { policy } = await policyOf(t, "agent.all", 20);
    const stranger = await partnerBrowser("agent.basic");
    const foreign = await stranger.call("POST", "/api/renewals/partner-start", { policyNo: policy.policyNo });
    const missing = await stranger.call("POST", "/api/renewals/partner-start", { policyNo: "BP-2026-999999" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(stranger.hasRenewalGrant()).toBe(false);
    expect((await stranger.call("GET", "/api/renewals/current")).statusCode).toBe(401);

    const owner = await partnerBrowser("agent.all");
    expect((await owner.call("POST", "/api/renewals/partner-start", { policyNo: policy.policyNo })).statusCode).toBe(
      200,
    );
    expect(owner.hasRenewalGrant()).toBe(true);
  });

  it("refuses a caller without a session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/renewals/partner-start",
      payload: { policyNo: "BP-2026-000001" },
    });
    expect(res.statusCode).toBe(401);
  });
});
