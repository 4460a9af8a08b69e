import { PAYMENT_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotations } from "../../../../src/db/schema";
import { signFields } from "../../../../src/payments/secure-acceptance";
import { finalizedQuotation, formBody, gatewayAnswer, hiddenFields } from "../../../support/journey";
import { paymentCalls } from "../../../support/payment-calls";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  calls = paymentCalls(t, cookie);
});
afterAll(() => t.close());

const quotationStatus = async (id: number) =>
  (await t.db.select({ status: quotations.status }).from(quotations).where(eq(quotations.id, id)))[0]!.status;

/** Half of "840.00" is "420.00": what a card with too little credit left might approve. */
const halfOf = (amount: string) => (Math.floor(Math.round(Number(amount) * 100) / 2) / 100).toFixed(2);

describe("a partial authorisation", () => {
  it("issues nothing, says so, tells the partner, and leaves the quotation payable in full", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    const answer = gatewayAnswer(t, request, "ACCEPT", {
      reason_code: "110",
      message: "Partial amount was approved.",
      auth_amount: halfOf(request.amount!),
    });
    expect((await calls.notify(answer)).statusCode).toBe(200);

    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
    expect(await calls.statusOf(answer.transaction_id!)).toMatchObject({
      status: "partial",
      decision: "ACCEPT",
      policyNo: null,
      message: PAYMENT_MESSAGES.partial(`AED ${halfOf(request.amount!)}`, `AED ${request.amount}`),
    });
    expect(await quotationStatus(q.quotationId)).toBe("finalized");
    const [mail] = await calls.partnerMail(request.reference_number!);
    expect(mail?.subject).toBe(`Partial payment: quotation ${q.quotationNo}`);

    // The same answer again changes nothing; a new payment of the whole amount issues the policy.
    await calls.notify(answer);
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
    const again = await calls.startPaying(q.quotationId);
    await calls.notify(gatewayAnswer(t, again));
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(1);
  });

  it.each([
    ["a full approval code with a smaller authorised amount", { reason_code: "100", auth_amount: "1.00" }],
    ["the whole amount with a code that is not a full approval", { reason_code: "110" }],
    ["no authorised amount at all", { auth_amount: "" }],
  ])("is what %s counts as", async (_label, overrides) => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    const answer = gatewayAnswer(t, request, "ACCEPT", overrides);
    await calls.notify(answer);
    expect((await calls.statusOf(answer.transaction_id!)).status).toBe("partial");
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
  });

  it("counts an authorised amount outside the gateway's signature as none", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    const { auth_amount: _unsigned, signature: _s, signed_field_names: _n, ...rest } = gatewayAnswer(t, request);
    const signedWithout = signFields(rest, t.config.gateway.secretKey);
    await calls.notify({ ...signedWithout, auth_amount: request.amount! });
    expect((await calls.statusOf(signedWithout.transaction_id!)).status).toBe("partial");
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
  });

  it("comes from the sandbox's documented test card 4000 0000 0000 0036", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
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
    expect((await calls.statusOf(fields.transaction_id!)).status).toBe("partial");
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
  });
});

describe("an accepted payment for a quotation that already has its policy", () => {
  it("is a refund due, whatever status the quotation shows", async () => {
    const q = await finalizedQuotation(t, cookie);
    const first = await calls.startPaying(q.quotationId);
    await calls.notify(gatewayAnswer(t, first));
    const [issued] = await calls.policiesOf(q.quotationId);
    expect(issued).toBeDefined();
    // A quotation that a lost race had put back to "finalized" after its policy was issued.
    await t.db.update(quotations).set({ status: "finalized" }).where(eq(quotations.id, q.quotationId));
    const second = await calls.startPaying(q.quotationId);
    const answer = gatewayAnswer(t, second);
    await calls.notify(answer);
    expect(await calls.statusOf(answer.transaction_id!)).toMatchObject({
      status: "refund_due",
      message: PAYMENT_MESSAGES.refundDue,
      policyNo: null,
    });
    expect(await calls.policiesOf(q.quotationId)).toEqual([issued]);
  });
});
