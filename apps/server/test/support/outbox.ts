import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import type { Db } from "../../src/db/client";
import { mailOutbox } from "../../src/db/schema";
import type { MailBrand } from "../../src/mail/mail-brand";
import type { MailContent } from "../../src/mail/mail-content";
import { untranslatedMailTexts } from "../../src/mail/mail-language";
import { sendNextMail } from "../../src/mail/outbox-worker";
import type { MailMessage, MailTransport } from "../../src/mail/transport";
import { attachmentReader } from "../../src/modules/policy/policies/policy-documents";
import type { TestApp } from "./test-app";

/** The sender the tests' outbox workers sign with. */
export const TEST_MAIL_BRAND: MailBrand = {
  name: "Test Insurance",
  fromAddress: "no-reply@test.example",
  logo: null,
  publicUrl: "http://localhost",
  contactPhone: "800 0000",
  contactEmail: "care@test.example",
};

/** Every mail waiting in the outbox must read in Arabic too: a text left in English fails the test that sent it. */
async function expectMailsTranslated(db: Db) {
  const waiting = await db
    .select({ subject: mailOutbox.subject, content: mailOutbox.content })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  const untranslated = waiting.flatMap((m) => (m.content ? untranslatedMailTexts(m.subject, m.content) : []));
  if (untranslated.length > 0) throw new Error(`Mail texts without Arabic:\n${untranslated.join("\n")}`);
}

/** A mail whose whole text is one line (its greeting), for tests of the outbox itself. */
export const oneLineMail = (line: string): MailContent => ({ preview: line, greeting: line, intro: [] });

/** A transport that keeps every message it is handed, as a mail server would receive it. */
export function capturingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: "eml", sent, send: async (m: MailMessage) => void sent.push(m), close() {} };
}

/**
 * Sends every due mail of the outbox through the real worker; with an app, attachments are read (or a policy's
 * documents rendered) as the running server does.
 */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  opts: { brand?: MailBrand; app?: Pick<TestApp, "app" | "db" | "storage" | "config">; log?: FastifyBaseLogger } = {},
) {
  await expectMailsTranslated(db);
  const readAttachment = opts.app
    ? attachmentReader({ db: opts.app.db, storage: opts.app.storage, config: opts.app.config, cpu: opts.app.app.cpu })
    : undefined;
  while (
    await sendNextMail({
      db,
      transport,
      brand: opts.brand ?? TEST_MAIL_BRAND,
      log: opts.log ?? pino({ level: "silent" }),
      ...(readAttachment ? { readAttachment } : {}),
    })
  ) {}
}
