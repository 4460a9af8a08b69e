import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, policies, quotations } from "../../../../src/db/schema";
import { formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, type TestApp } from "../../../support/test-app";
import { testBackend } from "../../../support/test-database";
import {
  type Customer,
  customer,
  expectedAnswers,
  findAs,
  person,
  policyDueIn,
  renewToPayment,
} from "./renewal-fixtures";

// Meaningful on PostgreSQL, where the requests really run side by side (PGlite runs them one after another).
const ROUNDS = testBackend === "postgres" ? 20 : 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notify = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(fields) });

const paymentStatus = async (transactionId: string) =>
  (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.transactionId, transactionId)))[0]
    ?.status;

/** The customer goes through the declaration, finalizing and paying again, as they would after a reopened renewal. */
async function payAgain(c: Customer) {
  const review = await c.call("GET", "/api/renewals/current/review");
  if (review.statusCode !== 200) return review.statusCode;
  const declared = await c.call("PUT", "/api/renewals/current/declaration", { answers: await expectedAnswers(c) });
  if (declared.statusCode !== 200) return declared.statusCode;
  const finalized = await c.call("POST", "/api/renewals/current/finalize", { declaration: true });
  if (finalized.statusCode !== 200) return finalized.statusCode;
  const pay = await c.call("POST", "/api/renewals/current/payment");
  if (pay.statusCode !== 200) return pay.statusCode;
  const answer = gatewayAnswer(t, pay.json().fields);
  await notify(answer);
  return (await paymentStatus(answer.transaction_id!)) ?? "unknown";
}

describe("a renewal write racing the gateway's ACCEPT", () => {
  it("never reopens a paid renewal, and never takes a second payment for a renewed policy as accepted", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const m = person();
      const { policy } = await policyDueIn(t, 20, [m]);
      const c = customer(t, `198.51.100.${round + 1}`);
      await findAs(c, m);
      const { details, start } = await renewToPayment(c, 1);
      const memberIds = [details.members[0]!.id];
      const answer = gatewayAnswer(t, start.fields);
      // Two saves of the policy details (a second tab, a double click) while the gateway's answer arrives.
      const [notified, ...writes] = await Promise.all([
        notify(answer),
        c.call("PUT", "/api/renewals/current", { memberIds }),
        c.call("PUT", "/api/renewals/current", { memberIds }),
      ]);
      expect(notified.statusCode).toBe(200);
      for (const w of writes) expect([200, 409], w.body).toContain(w.statusCode);

      const renewals = await t.db.select().from(quotations).where(eq(quotations.parentPolicyId, policy.id));
      const issued = await t.db.select().from(policies).where(eq(policies.parentPolicyId, policy.id));
      const first = await paymentStatus(answer.transaction_id!);
      if (first === "accepted") {
        // The paid renewal stays paid, nothing reopened it or started another, and every later write was refused.
        expect(issued).toHaveLength(1);
        expect(renewals.map((r) => r.status)).toEqual(["policy_issued"]);
        expect(writes.map((w) => w.statusCode)).toEqual([409, 409]);
        expect(await payAgain(c)).toBe(409);
      } else {
        // A write landed first and reopened the renewal: the money is held, nothing issued, the renewal payable.
        expect(first).toBe("held");
        expect(issued).toHaveLength(0);
        expect(await payAgain(c)).toBe("accepted");
      }
      const afterwards = await t.db.select().from(policies).where(eq(policies.parentPolicyId, policy.id));
      expect(afterwards).toHaveLength(1);
      const accepted = await t.db.select().from(payments).where(eq(payments.quotationId, afterwards[0]!.quotationId));
      expect(accepted.filter((p) => p.status === "accepted")).toHaveLength(1);
    }
    // Twenty renewals sold and raced in one test: about ten seconds alone, and three times that at a load of 12.
  }, 180_000);
});
