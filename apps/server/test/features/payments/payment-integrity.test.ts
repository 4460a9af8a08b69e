import { PAYMENT_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, payments, policies, quotations } from "../../../src/db/schema";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../../support/journey";
import { bornYearsAgo, validMember } from "../../support/quotation-fixtures";
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
const partnerMail = (paymentRef: string) =>
  t.db
    .select()
    .from(payments)
    .where(eq(payments.referenceNumber, paymentRef))
    .then(([p]) =>
      t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.idempotencyKey, `payment-attention:${p!.id}`)),
    );

describe("an accepted payment buys the quotation as it stands", () => {
  it("holds the money, issues nothing and tells the partner when the quotation was edited after Pay", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const added = await owner.post(`/api/quotations/${q.InsertedId}/members`, validMember({ first_name: "Riya" }));
    expect(added.statusCode).toBe(201);

    const answer = gatewayAnswer(t, request);
    expect((await notify(answer)).statusCode).toBe(200);

    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
    expect(await statusOf(answer.transaction_id!)).toMatchObject({
      status: "held",
      decision: "ACCEPT",
      policyNo: null,
      message: PAYMENT_MESSAGES.held,
    });
    const [quotation] = await t.db.select().from(quotations).where(eq(quotations.id, q.InsertedId));
    expect(quotation!.status).toBe("draft");
    const [mail] = await partnerMail(request.reference_number!);
    expect(mail).toMatchObject({
      toAddress: "agent.all@partners.example.ae",
      subject: `Payment held: quotation ${q.Quotation_no}`,
    });
  });

  it("holds the money when the quotation was re-finalized at a different price", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const older = await owner.put(
      `/api/quotations/${q.InsertedId}/members/${q.memberSno}`,
      validMember({ date_of_birth: bornYearsAgo(45) }),
    );
    expect(older.statusCode, older.body).toBe(200);
    expect((await owner.post(`/api/quotations/${q.InsertedId}/finalize`, { declaration: true })).statusCode).toBe(200);

    const answer = gatewayAnswer(t, request);
    await notify(answer);
    expect((await statusOf(answer.transaction_id!)).status).toBe("held");
    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
    // The customer can still pay the new amount.
    const again = await startPaying(q.InsertedId);
    expect(again.amount).not.toBe(request.amount);
    await notify(gatewayAnswer(t, again));
    expect(await policiesOf(q.InsertedId)).toHaveLength(1);
  });

  it("issues the policy when the quotation was reopened and re-finalized unchanged", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    expect((await owner.put(`/api/quotations/${q.InsertedId}/members/${q.memberSno}`, validMember())).statusCode).toBe(
      200,
    );
    expect((await owner.post(`/api/quotations/${q.InsertedId}/finalize`, { declaration: true })).statusCode).toBe(200);
    const answer = gatewayAnswer(t, request);
    await notify(answer);
    expect((await statusOf(answer.transaction_id!)).status).toBe("accepted");
    expect(await policiesOf(q.InsertedId)).toHaveLength(1);
  });

  it("marks a second accepted payment as a refund due, keeps the first policy and tells the partner", async () => {
    const q = await finalizedQuotation(t, cookie);
    const first = await startPaying(q.InsertedId);
    const second = await startPaying(q.InsertedId);
    const firstAnswer = gatewayAnswer(t, first);
    const secondAnswer = gatewayAnswer(t, second);
    await notify(firstAnswer);
    await notify(secondAnswer);

    const issued = await policiesOf(q.InsertedId);
    expect(issued).toHaveLength(1);
    expect((await statusOf(firstAnswer.transaction_id!)).policyNo).toBe(issued[0]!.policyNo);
    expect(await statusOf(secondAnswer.transaction_id!)).toMatchObject({
      status: "refund_due",
      policyNo: null,
      message: PAYMENT_MESSAGES.refundDue,
    });
    const [quotation] = await t.db.select().from(quotations).where(eq(quotations.id, q.InsertedId));
    expect(quotation!.status).toBe("policy_issued");
    const [mail] = await partnerMail(second.reference_number!);
    expect(mail!.subject).toBe(`Refund due: quotation ${q.Quotation_no}`);
    expect(await partnerMail(first.reference_number!)).toHaveLength(0);
  });
});

describe("the gateway's other answers", () => {
  it("turns a REVIEW into a policy on the later ACCEPT, and refuses a new attempt meanwhile", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const review = gatewayAnswer(t, request, "REVIEW");
    await notify(review);
    expect((await statusOf(review.transaction_id!)).status).toBe("review");
    const blocked = await owner.post(`/api/quotations/${q.InsertedId}/payment`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PAYMENT_MESSAGES.reviewOpen);

    await notify(gatewayAnswer(t, request, "ACCEPT", { transaction_id: review.transaction_id! }));
    expect((await statusOf(review.transaction_id!)).status).toBe("accepted");
    expect(await policiesOf(q.InsertedId)).toHaveLength(1);
  });

  it.each([
    ["CANCEL", "cancelled"],
    ["ERROR", "error"],
  ])("records %s without a policy and lets the partner pay again", async (decision, status) => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    const answer = gatewayAnswer(t, request, decision);
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(back.headers.location).toContain(`status=${decision}`);
    expect((await statusOf(answer.transaction_id!)).status).toBe(status);
    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
    await startPaying(q.InsertedId);
  });

  it("rejects an answer in another currency, and a transaction id already used by another payment", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await startPaying(q.InsertedId);
    expect((await notify(gatewayAnswer(t, request, "ACCEPT", { req_currency: "USD" }))).statusCode).toBe(400);

    const other = await finalizedQuotation(t, cookie);
    const otherAnswer = gatewayAnswer(t, await startPaying(other.InsertedId));
    await notify(otherAnswer);
    const reused = gatewayAnswer(t, request, "ACCEPT", { transaction_id: otherAnswer.transaction_id! });
    expect((await notify(reused)).statusCode).toBe(400);

    const [payment] = await t.db.select().from(payments).where(eq(payments.referenceNumber, request.reference_number!));
    expect(payment!.status).toBe("initiated");
    expect(await policiesOf(q.InsertedId)).toHaveLength(0);
  });
});
