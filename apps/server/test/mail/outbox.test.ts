import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { type AddressInfo, createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import { mailOutbox } from "../../src/db/schema";
import { enqueueMail, REMOVED_SECRET } from "../../src/mail/outbox";
import { CLAIM_SECONDS, MAX_MAIL_ATTEMPTS, retryDelayMs, sendNextMail } from "../../src/mail/outbox-worker";
import { emlFileTransport, type MailTransport, SMTP_TIMEOUTS_MS, smtpTransport } from "../../src/mail/transport";
import { renewalCodeMail } from "../../src/modules/renewal/renewals/renewal-code-mail";
import { CpuPoolBusy } from "../../src/process/cpu-pool";
import { capturingTransport, oneLineMail, TEST_MAIL_BRAND } from "../support/outbox";
import { createTestDatabase } from "../support/test-database";

let database: Database & { drop(): Promise<void> };
let dir: string;
const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "pp-mail-"));
});
afterAll(async () => {
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

const drain = async (transport: MailTransport) => {
  while (await sendNextMail({ db: database.db, transport, brand: TEST_MAIL_BRAND, log })) {}
};

describe("mail outbox", () => {
  it("writes a mail once per key, even when the same event is enqueued again", async () => {
    const mail = { key: "test:once", to: "someone@example.test", subject: "Hello", content: oneLineMail("Body text") };
    expect(await enqueueMail(database.db, mail)).toBe(true);
    expect(await enqueueMail(database.db, mail)).toBe(false);
    await drain(emlFileTransport(dir));
    await drain(emlFileTransport(dir));
    const files = (await readdir(dir)).filter((f) => f.includes("someone@example.test"));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain("Subject: Hello");
    expect(eml).toContain("Body text");
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:once"));
    expect(row!.status).toBe("sent");
  });

  it("keeps a mail whose send failed and retries it later with back-off", async () => {
    let calls = 0;
    const failing: MailTransport = {
      kind: "smtp",
      send: async () => {
        calls++;
        throw new Error("SMTP down");
      },
      close() {},
    };
    await enqueueMail(database.db, {
      key: "test:retry",
      to: "retry@example.test",
      subject: "Retry",
      content: oneLineMail("x"),
    });
    await drain(failing);
    expect(calls).toBe(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:retry"));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP down" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a second drain sends nothing.
    await drain(failing);
    expect(calls).toBe(1);
    // Once due, it goes out.
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.idempotencyKey, "test:retry"));
    await drain(emlFileTransport(dir));
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:retry"));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("gives up after the last attempt, keeping the error, and never picks the mail up again", async () => {
    let calls = 0;
    const failing: MailTransport = {
      kind: "smtp",
      send: async () => {
        calls++;
        throw new Error("550 mailbox unavailable");
      },
      close() {},
    };
    await enqueueMail(database.db, {
      key: "test:give-up",
      to: "gone@example.test",
      subject: "Gone",
      content: oneLineMail("x"),
    });
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.idempotencyKey, "test:give-up"));
    await drain(failing);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:give-up"));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS, lastError: "550 mailbox unavailable" });
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.idempotencyKey, "test:give-up"));
    await drain(failing);
    expect(calls).toBe(1);
  });

  it("leaves a mail whose attachment meets a full CPU pool for a later round, without counting the attempt", async () => {
    const transport: MailTransport = { kind: "eml", send: async () => {}, close() {} };
    await enqueueMail(database.db, {
      key: "test:pool-busy",
      to: "later@example.test",
      subject: "Later",
      content: oneLineMail("x"),
      attachments: [
        { filename: "schedule.pdf", contentType: "application/pdf", storageKey: "policies/1/schedule.pdf" },
      ],
    });
    const last = MAX_MAIL_ATTEMPTS - 1;
    await database.db.update(mailOutbox).set({ attempts: last }).where(eq(mailOutbox.idempotencyKey, "test:pool-busy"));
    // The pool's refusal as the worker meets it when the queue is full (cpu-pool-queue.test.ts fills a real one).
    const busy = async (): Promise<Buffer> => {
      throw new CpuPoolBusy();
    };
    await sendNextMail({ db: database.db, transport, brand: TEST_MAIL_BRAND, log, readAttachment: busy });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:pool-busy"));
    expect(row).toMatchObject({ status: "pending", attempts: last, lockedUntil: null });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("fails a send to an SMTP server that never answers, well within the outbox claim", async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { ...SMTP_TIMEOUTS_MS, greetingTimeout: 300 });
    const mail = {
      messageId: "<t@test>",
      from: { name: "A", address: "a@test" },
      to: "b@test",
      subject: "s",
      text: "t",
      attachments: [],
    };
    await expect(transport.send(mail)).rejects.toThrow(/greeting/i);
    transport.close();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
    const worstCaseMs =
      SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;
    expect(worstCaseMs).toBeLessThan(CLAIM_SECONDS * 1000);
  });

  it("keeps a link's secret only until the mail is sent; the .eml file is the delivery and keeps it", async () => {
    const token = "Zq3".repeat(14);
    await enqueueMail(database.db, {
      key: "test:secret",
      to: "secret@example.test",
      subject: "Pay",
      content: {
        preview: "Pay",
        greeting: "Dear customer,",
        intro: ["Pay here within 7 days."],
        action: { label: "Pay", url: `https://portal.example.ae/pay/${token}` },
      },
      secrets: [token],
    });
    const [pending] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:secret"));
    expect(pending!.textBody).toContain(token);

    await drain(emlFileTransport(dir));
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:secret"));
    expect(sent!.status).toBe("sent");
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(sent!.textBody).toContain(
      `Dear customer,\n\nPay here within 7 days.\n\nPay:\nhttps://portal.example.ae/pay/${REMOVED_SECRET}`,
    );
    // The HTML part is rendered when sending and never stored; the content it came from goes once sent.
    expect(sent!.htmlBody).toBeNull();
    expect(sent!.content).toBeNull();
    expect(sent!.secrets).toBeNull();
    const file = (await readdir(dir)).find((f) => f.includes("secret@example.test"))!;
    expect(await readFile(path.join(dir, file), "utf8")).toContain(token);
  });

  it("keeps the secret for a retry, and cuts it out of a mail it gives up on", async () => {
    const failing: MailTransport = {
      kind: "smtp",
      send: async () => {
        throw new Error("451 try later");
      },
      close() {},
    };
    const token = "Kp7".repeat(14);
    await enqueueMail(database.db, {
      key: "test:secret-failed",
      to: "secret-failed@example.test",
      subject: "Reset",
      content: oneLineMail(`https://portal.example.ae/resetpassword?token=${token}`),
      secrets: [token],
    });
    await drain(failing);
    const row = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:secret-failed")))[0]!;
    expect((await row()).status).toBe("pending");
    expect((await row()).textBody).toContain(token);
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.idempotencyKey, "test:secret-failed"));
    await drain(failing);
    expect(await row()).toMatchObject({ status: "failed", secrets: null });
    expect((await row()).textBody).toContain(`https://portal.example.ae/resetpassword?token=${REMOVED_SECRET}`);
    expect((await row()).textBody).not.toContain(token);
  });

  it("queues a mail rendered in both languages (its row's subject English) and sends it titled in the recipient's", async () => {
    const mail = renewalCodeMail({
      codeId: 7001,
      to: "rendered@example.test",
      policyNo: "BP-7",
      code: "4711",
      language: "ar",
    });
    await enqueueMail(database.db, mail);
    const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, mail.key));
    expect(queued!.subject).toBe("Your code to see your policy's details");
    expect(queued!.content).toMatchObject({ versions: [{ language: "ar" }, { language: "en" }] });
    const transport = capturingTransport();
    await drain(transport);
    const sent = transport.sent.find((m) => m.to === "rendered@example.test")!;
    expect(sent.subject).toBe("رمزك للاطلاع على تفاصيل وثيقتك");
    expect(sent.html).toContain('<html dir="rtl" lang="ar">');
    expect(sent.html).toContain("خلال 10 دقائق");
    expect(sent.text).toContain("within 10 minutes");
  });

  it("still sends a mail queued before the catalogs (its English content alone): its text part, both languages", async () => {
    // A row as the outbox wrote it before decision 065: the English subject and content, the text in both languages.
    const textBody = "Dear Ahmed,\n\nYour code is below.\n\n————————————————————————\n\nرمزك\n\nعزيزي/عزيزتي أحمد،";
    await database.db.insert(mailOutbox).values({
      idempotencyKey: "test:before-065",
      toAddress: "old-form@example.test",
      subject: "Your code to see your policy's details",
      textBody,
      content: { language: "ar", preview: "Your code", greeting: "Dear Ahmed,", intro: ["Your code is below."] },
    });
    const transport = capturingTransport();
    await drain(transport);
    const sent = transport.sent.find((m) => m.to === "old-form@example.test")!;
    expect(sent.subject).toBe("Your code to see your policy's details");
    expect(sent.text).toContain(textBody);
    expect(sent.html).toBeUndefined();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, "test:before-065"));
    expect(row).toMatchObject({ status: "sent", content: null });
  });
});
