import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, payments, policies } from "../../../../src/db/schema";
import { formBody, gatewayAnswer, startedPayment } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

/*
 * Anyone can post to the gateway's two endpoints. Whatever they post, the answer is a 4xx that records nothing, and
 * answers that do not verify cannot grow the audit log without bound.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const ENDPOINTS = ["/api/payments/notify", "/api/payments/return"] as const;
const postJson = (url: string, payload: unknown, remoteAddress = "198.51.100.7") =>
  t.app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress,
  });
const postForm = (url: string, body: string, remoteAddress = "198.51.100.7") =>
  t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    remoteAddress,
  });

const unverifiedRows = () => t.db.select().from(auditLog).where(eq(auditLog.event, "payment_answer_unverified"));

describe("fields of the wrong type", () => {
  const wrongTypes: [string, unknown][] = [
    ["numbers", { decision: 1, req_reference_number: 42, signature: 7 }],
    ["arrays", { decision: ["ACCEPT"], req_reference_number: ["BQ-1"], signed_field_names: ["decision"] }],
    ["objects", { decision: { v: "ACCEPT" }, req_reference_number: { $ne: "" }, signature: { a: 1 } }],
    ["a body that is an array", [{ decision: "ACCEPT" }]],
    ["a body that is a number", 12],
    ["a nested object", { decision: "ACCEPT", req_reference_number: { a: { b: { c: [1, 2, 3] } } } }],
  ];
  for (const url of ENDPOINTS) {
    it.each(wrongTypes)(`${url} answers 400 to %s`, async (_name, payload) => {
      const res = await postJson(url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBeTruthy();
    });
  }
});

describe("text the portal never stores", () => {
  const junk: [string, string][] = [
    ["a NUL", "BQ-2026-000001\u0000"],
    ["a lone surrogate", "BQ-2026-\ud800000001"],
    ["a lone low surrogate", "\udc00"],
    ["a control character", "BQ\u0007"],
  ];
  for (const url of ENDPOINTS) {
    it.each(junk)(`${url} answers 400 to ${"%s"} in a field, as JSON`, async (_name, value) => {
      const res = await postJson(url, { decision: "ACCEPT", req_reference_number: value, signature: "x" });
      expect(res.statusCode, res.body).toBe(400);
    });
    it.each(junk)(`${url} answers 400 to ${"%s"} in a field name, as JSON`, async (_name, value) => {
      const res = await postJson(url, { decision: "ACCEPT", [`x${value}`]: "1" });
      expect(res.statusCode, res.body).toBe(400);
    });
    it(`${url} answers 400 to a NUL in a posted form field`, async () => {
      const res = await postForm(url, "decision=ACCEPT&req_reference_number=BQ%00&signature=x");
      expect(res.statusCode, res.body).toBe(400);
    });
  }
});

describe("malformed form posts", () => {
  for (const url of ENDPOINTS) {
    it(`${url} answers 400 to a field sent twice`, async () => {
      const res = await postForm(url, "decision=DECLINE&decision=ACCEPT&signature=x");
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/once/);
    });
    it(`${url} answers 413 to a body over the limit, without reading it`, async () => {
      const res = await postForm(url, `decision=ACCEPT&message=${"A".repeat(200_000)}`);
      expect(res.statusCode).toBe(413);
    });
    it(`${url} answers 400 to an empty post`, async () => {
      const res = await t.app.inject({ method: "POST", url });
      expect(res.statusCode, res.body).toBe(400);
    });
  }
});

describe("answers that do not verify", () => {
  it("are refused, and the audit log keeps one row per client address per window however many arrive", async () => {
    const before = (await unverifiedRows()).length;
    for (let i = 0; i < 25; i++) {
      const res = await postForm("/api/payments/notify", `decision=ACCEPT&req_reference_number=BQ-${i}&signature=AAAA`);
      expect(res.statusCode).toBe(400);
      const browser = await postForm("/api/payments/return", `decision=ACCEPT&signature=AAAA&n=${i}`);
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toContain("status=ERROR");
    }
    const rows = (await unverifiedRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: "198.51.100.7" });
    expect(rows[0]!.details).toMatchObject({ reason: "bad_signature" });
    expect(t.logs.filter((l) => l.includes("payment answer did not verify")).length).toBeGreaterThanOrEqual(50);
  });

  it("keep a ceiling on audit rows across client addresses too", async () => {
    const before = (await unverifiedRows()).length;
    for (let i = 0; i < 60; i++) {
      const res = await postForm("/api/payments/notify", "decision=ACCEPT&signature=AAAA", `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(400);
    }
    const added = (await unverifiedRows()).length - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(20);
  });

  it("a forged ACCEPT for a real payment issues nothing and leaves the payment open", async () => {
    const { q, request } = await startedPayment(t, cookie);
    const forged = { ...gatewayAnswer(t, request), signature: "Zm9yZ2Vk" };
    const res = await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(forged) });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId))).toHaveLength(0);
    const [payment] = await t.db.select().from(payments).where(eq(payments.quotationId, q.quotationId));
    expect(payment!.status).toBe("initiated");
  });

  it("a genuine answer still goes through after all that junk", async () => {
    const { q, request } = await startedPayment(t, cookie);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments/notify",
      ...formBody(gatewayAnswer(t, request)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId))).toHaveLength(1);
  });
});
