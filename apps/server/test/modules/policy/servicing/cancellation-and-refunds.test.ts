import {
  FREE_LOOK,
  formatAmount,
  formatDisplayDate,
  POLICY_CHANGE_MESSAGES,
  RENEWAL_CANCELLED_MESSAGE,
} from "@pp/domain";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, policies, policyMembers } from "../../../../src/db/schema";
import { queueRenewalReminders } from "../../../../src/modules/renewal/renewals/renewal-reminders";
import { pngBytes } from "../../../support/files";
import { insuredPerson } from "../../../support/insured-person";
import { api, formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from "../../../support/test-app";
import { reportSale, siteSale, today } from "../../backoffice/backoffice/backoffice-fixtures";
import { invitationBody } from "../../outreach/invitations/invitation-fixtures";
import { customer, renewToPayment } from "../../renewal/renewals/renewal-fixtures";
import { paidPolicy } from "./servicing-fixtures";

let t: TestApp;
let owner: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, await signInAs(t, "agent.all"));
  other = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

const cancel = (who: ReturnType<typeof api>, policyNo: string, body: object) =>
  who.post(`/api/policies/${policyNo}/cancellation`, body);

async function removedWorkerRefund(policyNo: string, policyId: number) {
  const [first] = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, policyId));
  const done = await owner.upload(
    `/api/policies/${policyNo}/deletions`,
    { memberIds: String(first!.id), effectiveDate: today(), reason: "Left the country" },
    { name: "letter.png", bytes: pngBytes() },
  );
  expect(done.statusCode, done.body).toBe(201);
  return done.json().refund.id as number;
}

describe("cancelling a whole policy", () => {
  it("returns a term plan's whole premium less the fee within free look, and the policy is cancelled from its start", async () => {
    await reportSale(t, "term", siteSale("TP-FREELOOK"));
    const [reported] = await t.db.select().from(policies).where(eq(policies.externalRef, "TP-FREELOOK"));
    const { policyNo } = reported!;
    const fee = FREE_LOOK.term!.feeFils;

    const priced = await owner.post(`/api/policies/${policyNo}/cancellation/quote`, { effectiveDate: today() });
    expect(priced.statusCode, priced.body).toBe(200);
    // Term cover is VAT-exempt: 500.00 premium less the 100.00 fee, no VAT.
    expect(priced.json()).toMatchObject({
      freeLook: true,
      feeFils: fee,
      premiumFils: 50_000 - fee,
      vatFils: 0,
      totalFils: 40_000,
    });

    const done = await cancel(owner, policyNo, { effectiveDate: today(), reason: "Changed his mind" });
    expect(done.statusCode, t.logs.filter((l) => l.includes('"level":50')).join("\n")).toBe(201);
    expect(done.json()).toMatchObject({ version: 2, refund: { totalFils: 40_000, state: "due" } });
    const detail = (await owner.get(`/api/backoffice/policies/${policyNo}`)).json();
    expect(detail).toMatchObject({ status: "cancelled", cancelledFrom: reported!.startDate, changeable: false });

    const again = await cancel(owner, policyNo, { effectiveDate: today(), reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(POLICY_CHANGE_MESSAGES.notChangeable);

    // Paid on the term site: the site refunds it, the portal cannot send it to the gateway.
    const refund = (await owner.get("/api/backoffice/refunds"))
      .json()
      .rows.find((r: { policyNo: string }) => r.policyNo === policyNo);
    expect(refund).toMatchObject({ reason: "cancellation", paidThroughPortal: false, card: null });
    const send = await owner.post(`/api/backoffice/refunds/${refund.id}/send`);
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe(POLICY_CHANGE_MESSAGES.refundOffPortal);
  });

  it("refunds the days left after free look; the cancelled policy cannot be renewed and gets no reminder", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [insuredPerson(), insuredPerson()], { endsInDays: 30 });
    const priced = (
      await owner.post(`/api/policies/${policy.policyNo}/cancellation/quote`, { effectiveDate: today() })
    ).json();
    expect(priced).toMatchObject({ freeLook: false, daysLeft: 31 });
    expect((await cancel(other, policy.policyNo, { effectiveDate: today(), reason: "Not mine" })).statusCode).toBe(404);
    expect(
      (await cancel(owner, policy.policyNo, { effectiveDate: today(), reason: "Sponsor left the UAE" })).statusCode,
    ).toBe(201);

    const listed = (await owner.get(`/api/backoffice/policies?product=basic&view=all&q=${policy.policyNo}`)).json();
    expect(listed.rows[0]).toMatchObject({ policyNo: policy.policyNo, state: "cancelled" });
    // The export tells the change too: the version, the first day without cover and what went back.
    const csv = (await owner.get(`/api/backoffice/policies/export.csv?product=basic&q=${policy.policyNo}`)).body;
    const [header, row] = parse(csv, { bom: true }) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell("State")).toBe("Cancelled");
    expect(cell("Version")).toBe("2");
    expect(cell("Cancelled from")).toBe(formatDisplayDate(today()));
    expect(cell("Refunded by changes (AED)")).toBe(formatAmount(priced.totalFils));
    // The partner may open it, and the renewal screen says it is cancelled: nothing to pay.
    const started = await owner.post("/api/renewals/partner-start", { policyNo: policy.policyNo });
    const grant = started.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const renewal = await t.app.inject({ url: "/api/renewals/current", headers: { cookie: grant } });
    expect(renewal.json()).toMatchObject({ state: "cancelled" });
    // Renewing it anyway is refused, saying why; so is inviting the customer to renew it.
    const memberIds = renewal.json().members.map((m: { id: number }) => m.id);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/renewals/current",
      payload: { memberIds },
      headers: { cookie: grant },
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().message).toBe(RENEWAL_CANCELLED_MESSAGE);
    const invited = await owner.post("/api/invitations", invitationBody("basic-renewal", policy.policyNo));
    expect(invited.statusCode).toBe(400);
    expect(invited.json().fieldErrors.reference).toEqual([RENEWAL_CANCELLED_MESSAGE]);
    await queueRenewalReminders(t.db, { publicUrl: TEST_ORIGIN });
    const reminders = await t.db.query.mailOutbox.findMany({
      where: (m, { like }) => like(m.idempotencyKey, `renewal-reminder:${policy.id}:%`),
    });
    expect(reminders).toHaveLength(0);
  });

  it("stops a renewal started before the cancellation at its next step, payment included", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [insuredPerson()], { endsInDays: 30 });
    const started = await owner.post("/api/renewals/partner-start", { policyNo: policy.policyNo });
    const cookie = started.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie } });
    const details = (await call("GET", "/api/renewals/current")).json();
    expect(details.state).toBe("due");
    const memberIds = details.members.map((m: { id: number }) => m.id);
    expect((await call("PUT", "/api/renewals/current", { memberIds })).statusCode).toBe(200);

    const done = await cancel(owner, policy.policyNo, { effectiveDate: today(), reason: "Sponsor left the UAE" });
    expect(done.statusCode, done.body).toBe(201);
    for (const [method, url, payload] of [
      ["PUT", "/api/renewals/current", { memberIds }],
      ["PUT", "/api/renewals/current/declaration", { answers: [] }],
      ["POST", "/api/renewals/current/finalize", { declaration: true }],
      ["POST", "/api/renewals/current/payment", { returnTo: "partner" }],
    ] as const) {
      const refused = await call(method, url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message, url).toBe(RENEWAL_CANCELLED_MESSAGE);
    }
  });

  it("holds a renewal's money the gateway accepts after the policy was cancelled, and renews nothing", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [insuredPerson()], { endsInDays: 30 });
    const started = await owner.post("/api/renewals/partner-start", { policyNo: policy.policyNo });
    const c = customer(t);
    c.setCookie(started.cookies.map((k) => `${k.name}=${k.value}`).join("; "));
    const { start } = await renewToPayment(c, 1, { returnTo: "partner" });

    // The customer is on the gateway's page when the partner cancels; the card is then accepted.
    expect(
      (await cancel(owner, policy.policyNo, { effectiveDate: today(), reason: "Sponsor left the UAE" })).statusCode,
    ).toBe(201);
    const answer = gatewayAnswer(t, start.fields);
    expect((await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) })).statusCode).toBe(
      200,
    );

    const [paid] = await t.db.select().from(payments).where(eq(payments.transactionId, answer.transaction_id!));
    expect(paid?.status).toBe("held");
    const [parent] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(parent?.status).toBe("cancelled");
    expect(await t.db.select().from(policies).where(eq(policies.parentPolicyId, policy.id))).toHaveLength(0);
  });

  it("refuses junk without a 500", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [insuredPerson()]);
    for (const body of [
      {},
      { effectiveDate: "soon", reason: "x" },
      { effectiveDate: today(), reason: "" },
      { effectiveDate: today(), reason: "a".repeat(501) },
    ]) {
      expect((await cancel(owner, policy.policyNo, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("sending a refund to the gateway", () => {
  it("refunds the card once through the sandbox; a second press, a race or another partner sends nothing", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [insuredPerson(), insuredPerson()]);
    const refundId = await removedWorkerRefund(policy.policyNo, policy.id);
    expect((await other.post(`/api/backoffice/refunds/${refundId}/send`)).statusCode).toBe(404);
    const raced = await Promise.all([
      owner.post(`/api/backoffice/refunds/${refundId}/send`),
      owner.post(`/api/backoffice/refunds/${refundId}/send`),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const sent = raced.find((r) => r.statusCode === 200)!.json();
    expect(sent).toMatchObject({
      id: refundId,
      state: "refunded",
      gatewayReference: expect.stringMatching(/^\d{20}$/),
    });
    expect(raced.find((r) => r.statusCode === 409)!.json().message).toBe(POLICY_CHANGE_MESSAGES.refundNotDue);
    const detail = (await owner.get(`/api/backoffice/policies/${policy.policyNo}`)).json();
    expect(detail.timeline.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(["refund_sent", "refund_refunded"]),
    );
    for (const id of ["0", "-1", "abc", "99999999999"]) {
      const res = await owner.post(`/api/backoffice/refunds/${id}/send`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });

  it("keeps the refund due with the reason when the gateway cannot be reached", async () => {
    const offline = await createTestApp({
      PAYMENT_GATEWAY_URL: "https://gateway.example.com/pay",
      PAYMENT_REFUND_URL: "http://127.0.0.1:9/refund",
      PAYMENT_PROFILE_ID: "PROFILE-1",
      PAYMENT_ACCESS_KEY: "access-key-1",
      PAYMENT_SECRET_KEY: "a-real-gateway-secret-key-of-forty-bytes-x",
    });
    try {
      const partner = api(offline, await signInAs(offline, "agent.all"));
      const { policy } = await paidPolicy(offline, "agent.all", [insuredPerson(), insuredPerson()]);
      const [first] = await offline.db.select().from(policyMembers).where(eq(policyMembers.policyId, policy.id));
      const done = await partner.upload(
        `/api/policies/${policy.policyNo}/deletions`,
        { memberIds: String(first!.id), effectiveDate: today(), reason: "Left" },
        { name: "letter.png", bytes: pngBytes() },
      );
      const refundId = done.json().refund.id;
      const send = await partner.post(`/api/backoffice/refunds/${refundId}/send`);
      expect(send.statusCode).toBe(502);
      expect(send.json().message).toBe(POLICY_CHANGE_MESSAGES.refundGatewayFailed);
      const row = (await partner.get("/api/backoffice/refunds"))
        .json()
        .rows.find((r: { id: number }) => r.id === refundId);
      expect(row).toMatchObject({ state: "due", message: "The payment gateway could not be reached." });
    } finally {
      await offline.close();
    }
  });
});
