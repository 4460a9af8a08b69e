import { PAYMENT_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, quotations } from "../../../../src/db/schema";
import { finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { paymentCalls } from "../../../support/payment-calls";
import { bornYearsAgo, validMember } from "../../../support/quotation-fixtures";
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

describe("an accepted payment buys the quotation as it stands", () => {
  it("holds the money, issues nothing and tells the partner when the quotation was edited after Pay", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    const added = await calls.owner.post(
      `/api/quotations/${q.quotationId}/members`,
      validMember({ first_name: "Riya" }),
    );
    expect(added.statusCode).toBe(201);

    const answer = gatewayAnswer(t, request);
    expect((await calls.notify(answer)).statusCode).toBe(200);

    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
    expect(await calls.statusOf(answer.transaction_id!)).toMatchObject({
      status: "held",
      decision: "ACCEPT",
      policyNo: null,
      message: PAYMENT_MESSAGES.held,
    });
    const [quotation] = await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(quotation!.status).toBe("draft");
    const [mail] = await calls.partnerMail(request.reference_number!);
    expect(mail).toMatchObject({
      toAddress: "agent.all@partners.example.ae",
      subject: `Payment held: quotation ${q.quotationNo}`,
    });
  });

  it("holds the money when the quotation was re-finalized at a different price", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    const older = await calls.owner.put(
      `/api/quotations/${q.quotationId}/members/${q.memberSno}`,
      validMember({ date_of_birth: bornYearsAgo(45) }),
    );
    expect(older.statusCode, older.body).toBe(200);
    expect(
      (await calls.owner.post(`/api/quotations/${q.quotationId}/finalize`, { declaration: true })).statusCode,
    ).toBe(200);

    const answer = gatewayAnswer(t, request);
    await calls.notify(answer);
    expect((await calls.statusOf(answer.transaction_id!)).status).toBe("held");
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
    // The customer can still pay the new amount.
    const again = await calls.startPaying(q.quotationId);
    expect(again.amount).not.toBe(request.amount);
    await calls.notify(gatewayAnswer(t, again));
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(1);
  });

  it("issues the policy when the quotation was reopened and re-finalized unchanged", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    expect(
      (await calls.owner.put(`/api/quotations/${q.quotationId}/members/${q.memberSno}`, validMember())).statusCode,
    ).toBe(200);
    expect(
      (await calls.owner.post(`/api/quotations/${q.quotationId}/finalize`, { declaration: true })).statusCode,
    ).toBe(200);
    const answer = gatewayAnswer(t, request);
    await calls.notify(answer);
    expect((await calls.statusOf(answer.transaction_id!)).status).toBe("accepted");
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(1);
  });

  it("marks a second accepted payment as a refund due, keeps the first policy and tells the partner", async () => {
    const q = await finalizedQuotation(t, cookie);
    const first = await calls.startPaying(q.quotationId);
    const second = await calls.startPaying(q.quotationId);
    const firstAnswer = gatewayAnswer(t, first);
    const secondAnswer = gatewayAnswer(t, second);
    await calls.notify(firstAnswer);
    await calls.notify(secondAnswer);

    const issued = await calls.policiesOf(q.quotationId);
    expect(issued).toHaveLength(1);
    expect((await calls.statusOf(firstAnswer.transaction_id!)).policyNo).toBe(issued[0]!.policyNo);
    expect(await calls.statusOf(secondAnswer.transaction_id!)).toMatchObject({
      status: "refund_due",
      policyNo: null,
      message: PAYMENT_MESSAGES.refundDue,
    });
    const [quotation] = await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(quotation!.status).toBe("policy_issued");
    const [mail] = await calls.partnerMail(second.reference_number!);
    expect(mail!.subject).toBe(`Refund due: quotation ${q.quotationNo}`);
    expect(await calls.partnerMail(first.reference_number!)).toHaveLength(0);
    // The money joins the one list of refunds due, once, however often the gateway repeats its answer.
    await calls.notify(secondAnswer);
    const refunds = (await calls.owner.get("/api/backoffice/refunds?pageSize=100")).json();
    const owed = refunds.rows.filter((r: { quotationNo: string }) => r.quotationNo === q.quotationNo);
    expect(owed).toEqual([
      expect.objectContaining({
        reason: "payment",
        state: "due",
        policyNo: null,
        totalFils: Number(second.amount) * 100,
      }),
    ]);
  });
});

describe("the gateway's other answers", () => {
  it("turns a REVIEW into a policy on the later ACCEPT, and refuses a new attempt meanwhile", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    const review = gatewayAnswer(t, request, "REVIEW");
    await calls.notify(review);
    expect((await calls.statusOf(review.transaction_id!)).status).toBe("review");
    const blocked = await calls.owner.post(`/api/quotations/${q.quotationId}/payment`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PAYMENT_MESSAGES.reviewOpen);

    await calls.notify(gatewayAnswer(t, request, "ACCEPT", { transaction_id: review.transaction_id! }));
    expect((await calls.statusOf(review.transaction_id!)).status).toBe("accepted");
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(1);
  });

  it.each([
    ["CANCEL", "cancelled"],
    ["ERROR", "error"],
  ])("records %s without a policy and lets the partner pay again", async (decision, status) => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    const answer = gatewayAnswer(t, request, decision);
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(back.headers.location).toContain(`status=${decision}`);
    expect((await calls.statusOf(answer.transaction_id!)).status).toBe(status);
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
    await calls.startPaying(q.quotationId);
  });

  it("rejects an answer in another currency, and a transaction id already used by another payment", async () => {
    const q = await finalizedQuotation(t, cookie);
    const request = await calls.startPaying(q.quotationId);
    expect((await calls.notify(gatewayAnswer(t, request, "ACCEPT", { req_currency: "USD" }))).statusCode).toBe(400);

    const other = await finalizedQuotation(t, cookie);
    const otherAnswer = gatewayAnswer(t, await calls.startPaying(other.quotationId));
    await calls.notify(otherAnswer);
    const reused = gatewayAnswer(t, request, "ACCEPT", { transaction_id: otherAnswer.transaction_id! });
    expect((await calls.notify(reused)).statusCode).toBe(400);

    const [payment] = await t.db.select().from(payments).where(eq(payments.referenceNumber, request.reference_number!));
    expect(payment!.status).toBe("initiated");
    expect(await calls.policiesOf(q.quotationId)).toHaveLength(0);
  });
});
