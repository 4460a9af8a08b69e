import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies } from "../../../../src/db/schema";
import { DEMO_INSURER } from "../../../../src/insurer-config";
import { api, formBody, gatewayAnswer, startedPayment } from "../../../support/journey";
import { pdfText } from "../../../support/pdf-text";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { reportSale, siteSale } from "../../backoffice/backoffice/backoffice-fixtures";

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

/** Starts and accepts one payment; answers the policy number the gateway's ACCEPT bought. */
async function paidPolicy() {
  const { request } = await startedPayment(t, cookie);
  const answer = gatewayAnswer(t, request);
  expect((await notify(answer)).statusCode).toBe(200);
  return (await owner.get(`/api/payments/${answer.transaction_id}`)).json().policyNo as string;
}

const sequenceOf = (invoiceNo: string | null) => Number(invoiceNo?.slice(3));

describe("the tax invoice of a policy paid through the portal", () => {
  // A whole sale and three PDFs: beside other test workers on a loaded machine it can take well over 30 s.
  it("states everything a UAE VAT tax invoice must, for the owning partner only", { timeout: 120_000 }, async () => {
    const policyNo = await paidPolicy();
    const [policy] = await t.db.select().from(policies).where(eq(policies.policyNo, policyNo));
    const res = await owner.get(`/api/policies/${policyNo}/tax-invoice.pdf?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="tax-invoice-${policyNo}.pdf"`);
    // A long value wraps in its column: compare words, not line breaks.
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    for (const expected of [
      "Tax Invoice",
      DEMO_INSURER.legalName,
      DEMO_INSURER.address,
      DEMO_INSURER.trn,
      policy!.invoiceNo!,
      policy!.sponsorName,
      policyNo,
      "Date of supply",
      "Total before VAT",
      "AED 800.00",
      "5%",
      "AED 40.00",
      "AED 840.00",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const other = api(t, await signInAs(t, "agent.basic"));
    expect((await other.get(`/api/policies/${policyNo}/tax-invoice.pdf`)).statusCode).toBe(404);
  });

  // Twenty whole sales at once: on a machine loaded beside other test workers this takes far longer than one request.
  it("numbers invoices without gaps when twenty policies are paid at once", { timeout: 120_000 }, async () => {
    const before = await t.db.select().from(policies).where(isNotNull(policies.invoiceNo));
    const highest = Math.max(0, ...before.map((p) => sequenceOf(p.invoiceNo)));
    const started = await Promise.all(Array.from({ length: 20 }, () => startedPayment(t, cookie)));
    const answers = await Promise.all(started.map(({ request }) => notify(gatewayAnswer(t, request))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = (await t.db.select().from(policies).where(isNotNull(policies.invoiceNo)))
      .map((p) => sequenceOf(p.invoiceNo))
      .filter((n) => n > highest)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => highest + 1 + i));
  });

  it("does not exist for a policy a product's site reported and invoiced itself", async () => {
    await reportSale(t, "pa", siteSale("PA-NO-INVOICE"));
    const res = await owner.get("/api/policies/P-PA-NO-INVOICE/tax-invoice.pdf");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/paid/i);
  });
});
