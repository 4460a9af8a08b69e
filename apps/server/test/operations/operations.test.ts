import { rm, writeFile } from "node:fs/promises";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/db/schema";
import { sendNextMail } from "../../src/mail/outbox-worker";
import type { MailTransport } from "../../src/mail/transport";
import { serveMetrics } from "../../src/metrics/metrics";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../support/journey";
import { TEST_MAIL_BRAND } from "../support/outbox";
import { createQuotationAs } from "../support/quotation-fixtures";
import { freePort } from "../support/server-process";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";
import { referredApplication } from "../support/underwriting";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { withMetrics: true });
});
afterAll(() => t.close());

describe("probes", () => {
  it("answers live while the process runs, and ready while the database and the files answer", async () => {
    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    expect(live.headers["cache-control"]).toBe("no-store");

    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
    // The old address keeps answering for existing callers.
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("is not ready when the file storage cannot be used, and says which dependency failed", async () => {
    const other = await createTestApp();
    try {
      // The store's folder replaced by a file: nothing can be written there any more.
      await rm(other.storage.location, { recursive: true, force: true });
      await writeFile(other.storage.location, "not a folder");
      const ready = await other.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", checks: { database: "ok", storage: "unavailable" } });
      expect((await other.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      expect(other.logs.join("")).toContain("readiness: storage unavailable");
    } finally {
      await rm(other.storage.location, { force: true });
      await other.close();
    }
  });
});

describe("metrics", () => {
  it("counts requests by route pattern, and reads the outbox, payments and policies from the database", async () => {
    const cookie = await signInAs(t, "agent.all");
    const q = await finalizedQuotation(t, cookie);
    const start = (await api(t, cookie).post(`/api/quotations/${q.quotationId}/payment`)).json();
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
    await api(t, cookie).get(`/api/quotations/${q.quotationId}`);

    const text = await t.metrics!.registry.metrics();
    expect(text).toMatch(
      /pp_http_request_duration_seconds_count\{method="GET",route="\/api\/quotations\/:id",status_code="200"\} [1-9]/,
    );
    // Never the raw URL with the quotation's number in it.
    expect(text).not.toContain(`/api/quotations/${q.quotationId}"`);
    expect(text).toMatch(/pp_outbox_mails\{status="pending"\} [1-9]/);
    expect(text).toMatch(/pp_outbox_mails\{status="failed"\} 0/);
    expect(text).toMatch(/pp_payments\{status="accepted"\} 1/);
    expect(text).toMatch(/pp_policies_issued\{product="basic"\} 1/);
    expect(text).toContain("pp_mail_send_failures_total 0");
    expect(text).toContain("pp_session_notices_unconfirmed 0");
    expect(text).toContain('pp_underwriting_referred{measure="applications"} 0');
  });

  it("counts the H+ applications waiting for an underwriter, and how long the oldest has waited", async () => {
    const cookie = await signInAs(t, "agent.all");
    await referredApplication(t, cookie);
    await referredApplication(t, cookie);
    const text = await t.metrics!.registry.metrics();
    expect(text).toContain('pp_underwriting_referred{measure="applications"} 2');
    expect(text).toMatch(/pp_underwriting_referred\{measure="oldest_seconds"\} \d/);
  });

  it("exports how long the event loop was held since the last scrape: a 200 ms stall shows", async () => {
    const lagMax = async () =>
      Number((await t.metrics!.registry.metrics()).match(/^pp_event_loop_delay_seconds\{measure="max"\} (\S+)$/m)?.[1]);
    await lagMax();
    const until = performance.now() + 200;
    while (performance.now() < until) {
      // Holding the event loop, as a synchronous parse of a large upload did.
    }
    // The monitor's timer, due during the stall, fires late once the loop is free and records it; a timer set now is
    // due after it, so by the time it fires the stall is recorded.
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(await lagMax()).toBeGreaterThanOrEqual(0.19);
  });

  it("serves GET /metrics on its own port, and nothing else there", async () => {
    const port = await freePort();
    const server = await serveMetrics(t.metrics!, port, "127.0.0.1");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/plain");
      expect(await res.text()).toContain("pp_http_request_duration_seconds");
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe("request ids in the outbox worker's logs", () => {
  it("carries the id of the request that queued a mail into the worker's line about sending it", async () => {
    const cookie = await signInAs(t, "agent.basic");
    const created = await createQuotationAs(t, cookie);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `quotation-created:${created.quotationId}`));
    const requestLine = t.logs
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string; method: string } })
      .filter((l) => l.req?.method === "POST" && l.req.url === "/api/quotations")
      .at(-1);
    expect(row!.requestId).toBeTruthy();
    expect(row!.requestId).toBe(requestLine?.reqId);

    const lines: string[] = [];
    const log = pino(
      { level: "info" },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const sent: string[] = [];
    const transport: MailTransport = { kind: "smtp", send: async (m) => void sent.push(m.messageId), close() {} };
    while (await sendNextMail({ db: t.db, transport, brand: TEST_MAIL_BRAND, log })) {}
    const sentLine = lines.map((l) => JSON.parse(l)).find((l) => l.mailId === row!.id);
    expect(sentLine).toMatchObject({ msg: "mail sent", reqId: row!.requestId });
  });
});
