import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../src/db/schema";
import { api, finalizedQuotation, formBody, gatewayAnswer, hiddenFields } from "../../support/journey";
import { createQuotationAs } from "../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

describe("Send payment link", () => {
  it("e-mails the customer a link with which they pay and get their policy, without an account", async () => {
    const q = await finalizedQuotation(t, cookie);
    const sent = await api(t, cookie).post(`/api/quotations/${q.InsertedId}/payment-link`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe("A payment link was e-mailed to rahul.menon@example.com.");
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "rahul.menon@example.com"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const path = /http:\/\/localhost:3000(\/pay\/[\w-]+)/.exec(mail!.textBody)![1]!;
    expect(mail!.textBody).toContain("AED 840.00");

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("AED 840.00");
    const start = await t.app.inject({ method: "POST", url: `${path}/start` });
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('action="http://localhost:3000/sandbox-gateway/pay"');
    const answer = gatewayAnswer(t, hiddenFields(start.body));
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(back.headers.location).toMatch(/^\/pay\/result\?TransactionID=/);
    const result = await t.app.inject({ url: back.headers.location as string });
    expect(result.body).toContain("Congratulations");
    expect(result.body).toContain(answer.transaction_id);
  });

  it("is refused for a quotation that is not finalized", async () => {
    const q = await createQuotationAs(t, cookie);
    expect((await api(t, cookie).post(`/api/quotations/${q.InsertedId}/payment-link`)).statusCode).toBe(409);
  });

  it("answers a made-up link with a page that says what to do", async () => {
    const res = await t.app.inject({ url: `/pay/${"x".repeat(43)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Ask your insurance partner for a new one.");
  });
});
