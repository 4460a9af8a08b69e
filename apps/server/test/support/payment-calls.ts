import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox, payments, policies } from "../../src/db/schema";
import { api, formBody } from "./journey";
import type { TestApp } from "./test-app";

/** A signed-in partner paying their quotations, and what the server recorded for each attempt. */
export function paymentCalls(t: TestApp, cookie: string) {
  const owner = api(t, cookie);
  return {
    owner,
    /** The gateway's server-to-server answer. */
    notify: (fields: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(fields) }),
    /** Presses Pay: the signed fields the browser would post to the hosted payment page. */
    async startPaying(quotationId: number) {
      const res = await owner.post(`/api/quotations/${quotationId}/payment`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().fields as Record<string, string>;
    },
    policiesOf: (quotationId: number) => t.db.select().from(policies).where(eq(policies.quotationId, quotationId)),
    statusOf: async (transactionId: string) => (await owner.get(`/api/payments/${transactionId}`)).json(),
    /** The "payment needs attention" mail to the partner about one attempt, by its reference number. */
    async partnerMail(paymentRef: string) {
      const [p] = await t.db.select().from(payments).where(eq(payments.referenceNumber, paymentRef));
      return t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, `payment-attention:${p!.id}`));
    },
  };
}
