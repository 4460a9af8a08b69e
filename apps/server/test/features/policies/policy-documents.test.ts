import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, formBody, gatewayAnswer, startedPayment } from "../../support/journey";
import { pdfText } from "../../support/pdf-text";
import { createTestApp, signInAs, type TestApp } from "../../support/test-app";

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

describe("a policy's documents", () => {
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
});
