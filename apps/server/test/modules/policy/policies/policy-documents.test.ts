import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, formBody, gatewayAnswer, startedPayment } from "../../../support/journey";
import { pdfText } from "../../../support/pdf-text";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
  other = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

const notify = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(fields) });

// PDFs drawn on a CPU pool thread that starts with the first: on a loaded machine well over 30 s.
describe("a policy's documents", { timeout: 120_000 }, () => {
  it("puts the transaction id and the amount in the receipt PDF, for the owning partner only", async () => {
    const { request } = await startedPayment(t, cookie);
    const answer = gatewayAnswer(t, request);
    await notify(answer);
    const { policyNo } = (await owner.get(`/api/payments/${answer.transaction_id}`)).json();
    const receipt = await owner.get(`/api/policies/${policyNo}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain(answer.transaction_id);
    expect(text).toContain("AED 840.00");
    const schedule = await pdfText((await owner.get(`/api/policies/${policyNo}/schedule.pdf`)).rawPayload);
    expect(schedule).toContain("Anita Menon");
    expect(schedule).toContain("NEXTCARE");
    expect((await other.get(`/api/policies/${policyNo}/receipt.pdf`)).statusCode).toBe(404);
    expect((await other.get(`/api/policies/${policyNo}/schedule.pdf`)).statusCode).toBe(404);
    expect((await other.get(`/api/payments/${answer.transaction_id}`)).statusCode).toBe(404);
  });

  it("hands the partner every document of the policy in one ZIP, each as its own address gives it", async () => {
    const { request } = await startedPayment(t, cookie);
    const answer = gatewayAnswer(t, request);
    await notify(answer);
    const { policyNo } = (await owner.get(`/api/payments/${answer.transaction_id}`)).json();

    const res = await owner.get(`/api/policies/${policyNo}/documents.zip`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="documents-${policyNo}.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      [
        `member-cards-${policyNo}.pdf`,
        `payment-receipt-${policyNo}.pdf`,
        `policy-schedule-${policyNo}.pdf`,
        `tax-invoice-${policyNo}.pdf`,
      ].sort(),
    );
    const receipt = await pdfText(await zip.file(`payment-receipt-${policyNo}.pdf`)!.async("nodebuffer"));
    expect(receipt).toContain(answer.transaction_id);
    const single = await pdfText((await owner.get(`/api/policies/${policyNo}/tax-invoice.pdf`)).rawPayload);
    expect(await pdfText(await zip.file(`tax-invoice-${policyNo}.pdf`)!.async("nodebuffer"))).toBe(single);

    // Another partner learns nothing, not even that the policy exists.
    expect((await other.get(`/api/policies/${policyNo}/documents.zip`)).statusCode).toBe(404);
    expect((await owner.get("/api/policies/BP-2026-999999/documents.zip")).statusCode).toBe(404);
  });
});
