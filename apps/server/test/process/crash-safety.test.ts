import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { policyDocumentKey } from "../../src/modules/policy/policies/policy-mail";
import { s3FileStorage } from "../../src/storage/s3-file-storage";
import { overHttp } from "../support/http-app";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../support/journey";
import { eventually, type ServerProcess, startServerProcess, waitForFile } from "../support/server-process";
import { signInAs } from "../support/test-app";
import { testBackend } from "../support/test-database";
import { startTestS3, type TestS3 } from "../support/test-s3";

/**
 * SIGKILL at the worst moments of a sale, on PostgreSQL and the S3 store, then a restart: nothing lost, nothing done
 * twice. TEST_PAUSE_AT stops the server exactly at a named point (src/process/test-pause.ts; production refuses it),
 * so the kill lands there every time instead of by luck.
 */
describe.skipIf(testBackend !== "postgres")("crash safety on PostgreSQL", () => {
  const adminUrl = process.env.DATABASE_URL ?? "";
  const dbName = `pp_crash_${randomBytes(5).toString("hex")}`;
  let s3: TestS3;
  let dataDir: string;
  let db: pg.Client;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;
  const secretKey = loadConfig({}).gateway.secretKey;

  const start = async (pauseAt?: string) => {
    const pauseDir = path.join(dataDir, `pauses-${pauseAt ?? "none"}`);
    server = await startServerProcess({
      ...env,
      ...(pauseAt ? { TEST_PAUSE_AT: pauseAt, TEST_PAUSE_DIR: pauseDir } : {}),
    });
    return { server, paused: path.join(pauseDir, `${pauseAt}.paused`) };
  };
  const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    s3 = await startTestS3();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pp-crash-"));
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ...s3.env,
      MAIL_POLL_INTERVAL_MS: "100",
      // A mail claimed by a process that died is sent again after this; short, so the test need not wait 2 minutes.
      MAIL_CLAIM_SECONDS: "5",
    };
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.crash();
    await db?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("loses nothing and does nothing twice when killed between ACCEPT and the policy, during a PDF render and while a mail is sent", async () => {
    // 1. Killed between the gateway's ACCEPT and the policy insert.
    let run = await start("payment-accepted");
    let t = overHttp(run.server.base, secretKey);
    const cookie = await signInAs(t, "agent.all");
    const quotation = await finalizedQuotation(t, cookie);
    const payment = (await api(t, cookie).post(`/api/quotations/${quotation.quotationId}/payment`)).json();
    const answer = gatewayAnswer(t, payment.fields);
    // Mail queued before the payment is out of the way, so the later pauses catch the policy's mail.
    await eventually(
      async () =>
        (await rows<{ n: number }>("select count(*)::int n from mail_outbox where status <> 'sent'"))[0]!.n === 0,
      "earlier mail sent",
    );
    const browserReturn = t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) }).then(
      () => "answered" as const,
      () => "connection lost" as const,
    );
    await waitForFile(run.paused);
    await run.server.crash();
    expect(await browserReturn).toBe("connection lost");
    // The ACCEPT was recorded inside the transaction that issues the policy: the crash rolled both back together.
    expect(
      await rows("select status from payments where reference_number = $1", [payment.fields.reference_number]),
    ).toEqual([{ status: "initiated" }]);
    expect(await rows("select id from policies where quotation_id = $1", [quotation.quotationId])).toEqual([]);

    // 2. Restarted; the gateway's notification arrives. Killed while the receipt is being rendered (the outbox has
    //    claimed the policy mail by then and waits for the same PDF).
    run = await start("policy-pdf-rendered");
    t = overHttp(run.server.base, secretKey);
    const notified = await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
    expect(notified.statusCode).toBe(200);
    const [policy] = await rows<{ id: number; policy_no: string }>(
      "select id, policy_no from policies where quotation_id = $1",
      [quotation.quotationId],
    );
    expect(policy).toBeDefined();
    await waitForFile(run.paused);
    const mailKey = `policy-issued:${policy!.id}`;
    await eventually(
      async () =>
        (await rows<{ attempts: number }>("select attempts from mail_outbox where idempotency_key = $1", [mailKey]))[0]!
          .attempts >= 1,
      "the outbox claimed the policy mail",
    );
    await run.server.crash();
    const storage = s3FileStorage(s3.options);
    expect(await storage.has(policyDocumentKey(policy!.id, "receipt"))).toBe(false);

    // 3. Restarted: once the dead process's claim runs out, the mail is claimed again, its PDFs rendered and stored,
    //    and handed to the transport. Killed before the outbox row is marked sent.
    run = await start("mail-handed-over");
    await waitForFile(run.paused, 40_000);
    await run.server.crash();
    expect(await rows("select status from mail_outbox where idempotency_key = $1", [mailKey])).toEqual([
      { status: "pending" },
    ]);

    // 4. Restarted without a pause: the mail is handed over again under the same Message-ID and marked sent.
    run = await start();
    t = overHttp(run.server.base, secretKey);
    await eventually(
      async () =>
        (await rows<{ status: string }>("select status from mail_outbox where idempotency_key = $1", [mailKey]))[0]!
          .status === "sent",
      "the policy mail marked sent",
      40_000,
    );
    // The customer's browser posts the same answer again (a reload): still one policy.
    const again = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(again.statusCode).toBe(303);

    expect(await rows("select status from payments where quotation_id = $1", [quotation.quotationId])).toEqual([
      { status: "accepted" },
    ]);
    expect(await rows("select policy_no from policies where quotation_id = $1", [quotation.quotationId])).toEqual([
      { policy_no: policy!.policy_no },
    ]);
    expect(
      await rows(
        "select event from audit_log where event in ('policy_issued', 'payment_accepted') and subject_id = $1 order by event",
        [String(quotation.quotationId)],
      ),
    ).toEqual([{ event: "payment_accepted" }, { event: "policy_issued" }]);
    for (const kind of ["receipt", "schedule"] as const) {
      const pdf = await storage.get(policyDocumentKey(policy!.id, kind));
      expect(pdf?.subarray(0, 5).toString(), kind).toBe("%PDF-");
    }
    // One mail per business event, every one sent; the policy mail written once (the file is named by its outbox
    // id, so the second hand-over replaced the first with the same message).
    const outbox = await rows<{ id: number; idempotency_key: string; status: string }>(
      "select id, idempotency_key, status from mail_outbox order by id",
    );
    expect(new Set(outbox.map((m) => m.idempotency_key)).size).toBe(outbox.length);
    expect(outbox.every((m) => m.status === "sent")).toBe(true);
    const policyMail = outbox.find((m) => m.idempotency_key === mailKey)!;
    const files = (await readdir(path.join(dataDir, "mail"))).filter((f) =>
      f.startsWith(`outbox-${policyMail.id}partnerportalae_`),
    );
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dataDir, "mail", files[0]!), "utf8");
    expect(eml).toContain(`Message-ID: <outbox-${policyMail.id}@partnerportal.ae>`);
    expect(eml).toContain(`payment-receipt-${policy!.policy_no}.pdf`);
    expect(eml).toContain(`policy-schedule-${policy!.policy_no}.pdf`);
  }, 240_000);
});
