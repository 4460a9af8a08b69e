import { PAYMENT_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, payments, policies, quotations } from "../../../src/db/schema";
import { signFields } from "../../../src/payments/secure-acceptance";
import { api, finalizedQuotation, formBody, gatewayAnswer, hiddenFields } from "../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../support/test-app";

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
});
afterAll(() => t.close());

const notify = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(fields) });

async function startPaying(quotationId: number) {
  const res = await owner.post(`/api/quotations/${quotationId}/payment`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fields as Record<string, string>;
}

const policiesOf = (quotationId: number) => t.db.select().from(policies).where(eq(policies.quotationId, quotationId));
const statusOf = async (transactionId: string) => (await owner.get(`/api/payments/${transactionId}`)).json();
const quotationStatus = async (id: number) =>
  (await t.db.select({ status: quotations.status }).from(quotations).where(eq(quotations.id, id)))[0]!.status;

/** Half of "840.00" is "420.00": what a card with too little credit left might approve. */
const halfOf = (amount: string) => (Math.floor(Math.round(Number(amount) * 100) / 2) / 100).toFixed(2);

describe("a partial authorisation", () => {
  it("issues nothing, says so, tells the partner, and leaves the quotation payable in full", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const answer = gatewayAnswer(t, request, "ACCEPT", {
      reason_code: "110",
      message: "Partial amount was approved.",
      auth_amount: halfOf(request.amount!),
    });
    expect((await notify(answer)).statusCode).toBe(200);

    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
    expect(await statusOf(answer.transaction_id!)).toMatchObject({
      status: "partial",
      decision: "ACCEPT",
      policyNo: null,
      message: PAYMENT_MESSAGES.partial(`AED ${halfOf(request.amount!)}`, `AED ${request.amount}`),
    });
    expect(await quotationStatus(q.InsertedId)).toBe("finalized");
    const [payment] = await t.db.select().from(payments).where(eq(payments.referenceNumber, request.reference_number!));
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `payment-attention:${payment!.id}`));
    expect(mail?.subject).toBe(`Partial payment: quotation ${q.Quotation_no}`);

    // The same answer again changes nothing; a new payment of the whole amount issues the policy.
    await notify(answer);
    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
    const again = await startPaying(q.InsertedId);
    await notify(gatewayAnswer(t, again));
    expect(await policiesOf(q.InsertedId)).toHaveLength(1);
  });

  it.each([
    ["a full approval code with a smaller authorised amount", { reason_code: "100", auth_amount: "1.00" }],
    ["the whole amount with a code that is not a full approval", { reason_code: "110" }],
    ["no authorised amount at all", { auth_amount: "" }],
  ])("is what %s counts as", async (_label, overrides) => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const answer = gatewayAnswer(t, request, "ACCEPT", overrides);
    await notify(answer);
    expect((await statusOf(answer.transaction_id!)).status).toBe("partial");
    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
  });

  it("counts an authorised amount outside the gateway's signature as none", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const { auth_amount: _unsigned, signature: _s, signed_field_names: _n, ...rest } = gatewayAnswer(t, request);
    const signedWithout = signFields(rest, t.config.gateway.secretKey);
    await notify({ ...signedWithout, auth_amount: request.amount! });
    expect((await statusOf(signedWithout.transaction_id!)).status).toBe("partial");
    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
  });

  it("comes from the sandbox's documented test card 4000 0000 0000 0036", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const page = await t.app.inject({ method: "POST", url: "/sandbox-gateway/pay", ...formBody(request) });
    expect(page.body).toContain("4000 0000 0000 0036");
    const charge = await t.app.inject({
      method: "POST",
      url: "/sandbox-gateway/charge",
      ...formBody({
        request: /name="request" value="([^"]+)"/.exec(page.body)![1]!,
        card_number: "4000 0000 0000 0036",
        card_expiry: "12/39",
        card_cvv: "123",
        card_name: "Rahul Menon",
        action: "pay",
      }),
    });
    const fields = hiddenFields(charge.body);
    expect(fields).toMatchObject({ decision: "ACCEPT", reason_code: "110", auth_amount: halfOf(request.amount!) });
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(fields) });
    expect(back.statusCode).toBe(303);
    expect((await statusOf(fields.transaction_id!)).status).toBe("partial");
    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
  });
});

describe("an accepted payment for a quotation that already has its policy", () => {
  it("is a refund due, whatever status the quotation shows", async () => {
    const q = await finalizedQuotation(t, cookie);
    const first = await startPaying(q.InsertedId);
    await notify(gatewayAnswer(t, first));
    const [issued] = await policiesOf(q.InsertedId);
    expect(issued).toBeDefined();
    // A quotation that a lost race had put back to "finalized" after its policy was issued.
    await t.db.update(quotations).set({ status: "finalized" }).where(eq(quotations.id, q.InsertedId));
    const second = await startPaying(q.InsertedId);
    const answer = gatewayAnswer(t, second);
    await notify(answer);
    expect(await statusOf(answer.transaction_id!)).toMatchObject({
      status: "refund_due",
      message: PAYMENT_MESSAGES.refundDue,
      policyNo: null,
    });
    expect(await policiesOf(q.InsertedId)).toEqual([issued]);
  });
});
