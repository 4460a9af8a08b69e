import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, payments, policies } from "../../../../src/db/schema";
import { api, formBody, gatewayAnswer, startedPayment } from "../../../support/journey";
import { validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
let _other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
  _other = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

const notify = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(fields) });
const browserReturn = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(fields) });

describe("paying a finalized quotation", () => {
  it("refuses to start paying before the quotation is finalized", async () => {
    const q = (await owner.post("/api/quotations", validSponsor())).json();
    const res = await owner.post(`/api/quotations/${q.quotationId}/payment`);
    expect(res.statusCode).toBe(409);
  });

  it("signs the request with the amount the server computed (premium + 5% VAT)", async () => {
    const { request, start } = await startedPayment(t, cookie);
    expect(start.action).toBe("http://localhost:3000/sandbox-gateway/pay");
    // spouse 30-39 married female NEXTCARE: 800.00 + 40.00 VAT
    expect(request).toMatchObject({ amount: "840.00", currency: "AED", transaction_type: "sale" });
    expect(request.signed_field_names!.split(",")).toEqual(
      expect.arrayContaining(["amount", "reference_number", "signed_field_names"]),
    );
  });

  it("issues one policy and one e-mail however often and in whatever order the answer arrives", async () => {
    const { q, request } = await startedPayment(t, cookie);
    const answer = gatewayAnswer(t, request);
    const results = await Promise.all(
      [...Array(5)].map(() => notify(answer)).concat([...Array(5)].map(() => browserReturn(answer))),
    );
    for (const r of results.slice(0, 5)) expect(r.statusCode).toBe(200);
    for (const r of results.slice(5)) {
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toContain(
        `/Basic-B2C/paymentsuccess?TransactionID=${answer.transaction_id}&status=ACCEPT`,
      );
    }
    const issued = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    expect(issued).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `policy-issued:${issued[0]!.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([
      `payment-receipt-${issued[0]!.policyNo}.pdf`,
      `policy-schedule-${issued[0]!.policyNo}.pdf`,
      `tax-invoice-${issued[0]!.policyNo}.pdf`,
      `member-cards-${issued[0]!.policyNo}.pdf`,
    ]);
    expect(issued[0]!.invoiceNo).toMatch(/^TI-\d{7}$/);
    const status = (await owner.get(`/api/payments/${answer.transaction_id}`)).json();
    expect(status).toMatchObject({
      status: "accepted",
      decision: "ACCEPT",
      amount: "840.00",
      policyNo: issued[0]!.policyNo,
      card: "xxxx1111",
    });
  });

  it("issues nothing for a forged signature or a changed amount", async () => {
    const { q, request } = await startedPayment(t, cookie);
    const forged = { ...gatewayAnswer(t, request), signature: "AAAA" };
    expect((await notify(forged)).statusCode).toBe(400);
    const tampered = { ...gatewayAnswer(t, request), req_amount: "1.00" };
    expect((await notify(tampered)).statusCode).toBe(400);
    const resignedWrongAmount = gatewayAnswer(t, request, "ACCEPT", { req_amount: "1.00" });
    expect((await notify(resignedWrongAmount)).statusCode).toBe(400);
    const browser = await browserReturn(forged);
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toContain("status=ERROR");
    expect(await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId))).toHaveLength(0);
    const [payment] = await t.db.select().from(payments).where(eq(payments.quotationId, q.quotationId));
    expect(payment!.status).toBe("initiated");
  });

  it("records a decline without a policy, and lets the partner pay again", async () => {
    const { q, request } = await startedPayment(t, cookie);
    const declined = gatewayAnswer(t, request, "DECLINE");
    const res = await browserReturn(declined);
    expect(res.headers.location).toContain("status=DECLINE");
    expect((await owner.get(`/api/payments/${declined.transaction_id}`)).json()).toMatchObject({
      status: "declined",
      policyNo: null,
    });
    // A late ACCEPT for the same attempt does not overturn the recorded decline.
    expect((await notify(gatewayAnswer(t, request))).statusCode).toBe(200);
    expect(await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId))).toHaveLength(0);
    expect((await owner.post(`/api/quotations/${q.quotationId}/payment`)).statusCode).toBe(200);
  });

  it("says the sandbox's outcome by its code in the reader's language, and another code's message as it came", async () => {
    const inArabic = (transactionId: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/payments/${transactionId}`,
        headers: { ...owner.headers, "accept-language": "ar" },
      });
    const { request } = await startedPayment(t, cookie);
    // The sandbox's general decline (DECLINE 203): its words, found by the code, whatever message came with it.
    const declined = gatewayAnswer(t, request, "DECLINE", { message: "Declined by the issuer." });
    await browserReturn(declined);
    expect((await inArabic(declined.transaction_id!)).json()).toMatchObject({
      status: "declined",
      message: "رفض عام للبطاقة.",
    });
    expect((await owner.get(`/api/payments/${declined.transaction_id}`)).json().message).toBe(
      "General decline of the card.",
    );
    // A code the sandbox never gives is a real gateway's: its message is shown as it came, in either language.
    const { request: again } = await startedPayment(t, cookie);
    const stolen = gatewayAnswer(t, again, "DECLINE", { reason_code: "205", message: "Stolen or lost card." });
    await browserReturn(stolen);
    expect((await inArabic(stolen.transaction_id!)).json().message).toBe("Stolen or lost card.");
    expect((await owner.get(`/api/payments/${stolen.transaction_id}`)).json().message).toBe("Stolen or lost card.");
  });

  it("locks a paid quotation against edits", async () => {
    const { q, request } = await startedPayment(t, cookie);
    await notify(gatewayAnswer(t, request));
    const res = await owner.post(`/api/quotations/${q.quotationId}/members`, validMember());
    expect(res.statusCode).toBe(409);
  });
});
