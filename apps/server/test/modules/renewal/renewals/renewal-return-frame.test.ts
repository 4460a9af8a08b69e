import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { policyOf } from "../../backoffice/backoffice/backoffice-fixtures";
import { customer, findAs, person, policyDueIn, renewToPayment } from "./renewal-fixtures";

let t: TestApp;
let allSession: string;
let basicSession: string;

beforeAll(async () => {
  t = await createTestApp();
  allSession = await signInAs(t, "agent.all");
  basicSession = await signInAs(t, "agent.basic");
});
afterAll(() => t.close());

/** Where the gateway's accepted answer sends the browser that paid. */
async function returnAddress(start: { fields: Record<string, string> }) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/payments/return",
    ...formBody(gatewayAnswer(t, start.fields)),
  });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location), "http://portal.test").pathname;
}

/** The partner starts the renewal of their own policy from the shell, keeping their session beside the grant. */
async function partnerRenewal(session: string) {
  const { policy } = await policyOf(t, "agent.all", 20);
  const c = customer(t, "203.0.113.61");
  c.setCookie(`pp_session=${session}`);
  const started = await c.call("POST", "/api/renewals/partner-start", { policyNo: policy.policyNo });
  expect(started.statusCode, started.body).toBe(200);
  c.setCookie(`${c.cookie()}; pp_session=${session}`);
  return c;
}

describe("where a renewal's payer comes back", () => {
  it("the policy's own partner, paying from the shell, returns to the shell's result page", async () => {
    const c = await partnerRenewal(allSession);
    const { start } = await renewToPayment(c, 1, { returnTo: "partner" });
    expect(await returnAddress(start)).toBe("/renewal/paymentsuccessrenewals");
  });

  it("the same partner paying from the customer's pages returns there", async () => {
    const c = await partnerRenewal(allSession);
    const { start } = await renewToPayment(c, 1, { returnTo: "customer" });
    expect(await returnAddress(start)).toBe("/Basic-Renewals/paymentsuccessrenewals");
  });

  it("a customer, or another signed-in partner, asking for the shell still returns to the customer's pages", async () => {
    const alone = customer(t, "203.0.113.62");
    const m = person();
    await policyDueIn(t, 15, [m]);
    await findAs(alone, m);
    expect(await returnAddress((await renewToPayment(alone, 1, { returnTo: "partner" })).start)).toBe(
      "/Basic-Renewals/paymentsuccessrenewals",
    );

    const other = customer(t, "203.0.113.63");
    const n = person();
    await policyDueIn(t, 15, [n]);
    await findAs(other, n);
    other.setCookie(`${other.cookie()}; pp_session=${basicSession}`);
    expect(await returnAddress((await renewToPayment(other, 1, { returnTo: "partner" })).start)).toBe(
      "/Basic-Renewals/paymentsuccessrenewals",
    );
  });

  it("answers an unknown return frame with a clear 400", async () => {
    const c = await partnerRenewal(allSession);
    await renewToPayment(c, 1);
    for (const body of [{ returnTo: "elsewhere" }, { returnTo: 1 }, { returnTo: "partner", extra: true }]) {
      const res = await c.call("POST", "/api/renewals/current/payment", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
