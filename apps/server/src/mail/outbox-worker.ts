import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import type { MailAttachmentRef, StoredAttachmentRef } from "../db/schema";
import { CPU_POOL_RETRY_AFTER_SECONDS, CpuPoolBusy } from "../process/cpu-pool";
import { pauseAt } from "../process/test-pause";
import type { MailBrand } from "./mail-brand";
import { mailSignature, versionsHtml } from "./mail-html";
import { withoutSecrets } from "./outbox";
import { isRendered, type StoredMail } from "./stored-mail";
import type { MailTransport } from "./transport";

export const MAX_MAIL_ATTEMPTS = 10;
/**
 * How long a claimed row stays invisible to other workers (MAIL_CLAIM_SECONDS); a crash mid-send makes it due again
 * after this.
 */
export const CLAIM_SECONDS = 120;

type AttachmentReader = (ref: StoredAttachmentRef) => Promise<Buffer>;

type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  /** The insurer the mails come from: the From header, the HTML layout with its logo and the text's signature. */
  brand: MailBrand;
  log: FastifyBaseLogger;
  readAttachment?: AttachmentReader;
  claimSeconds?: number;
  /** Counts failed attempts (metrics). */
  onSendFailed?: () => void;
};

type ClaimedRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  content: StoredMail | null;
  attachments: MailAttachmentRef[];
  secrets: string[] | null;
  attempts: number;
  request_id: string | null;
};

/** Exponential back-off: 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Claims one due mail (SKIP LOCKED, so several instances share the outbox) and sends it.
 * Returns false when nothing was due.
 */
export async function sendNextMail(options: OutboxWorkerOptions): Promise<boolean> {
  const { db, transport, brand, log } = options;
  const result = await db.execute(sql`
    update mail_outbox set locked_until = now() + make_interval(secs => ${options.claimSeconds ?? CLAIM_SECONDS}), attempts = attempts + 1
    where id = (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit 1 for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, content, attachments, secrets, attempts, request_id`);
  const row = (result as unknown as { rows: ClaimedRow[] }).rows[0];
  if (!row) return false;
  // The request that queued the mail, so its lines and the worker's can be read together.
  // PostgreSQL hands a bigserial back as a string, PGlite as a number: the logs say it one way.
  const about = { mailId: Number(row.id), reqId: row.request_id ?? undefined };
  try {
    await pauseAt("mail-claimed");
    const attachments = await Promise.all(
      (row.attachments ?? []).map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: "content" in a ? Buffer.from(a.content, "utf8") : await (options.readAttachment ?? missingReader)(a),
      })),
    );
    // A mail rendered when queued is laid out now, in the insurer's layout, with the logo it shows inline. A row
    // queued before decision 065 (its English content alone) goes as its text part, which holds both languages.
    const rendered = row.content && isRendered(row.content) ? row.content : null;
    const html = rendered ? await versionsHtml(rendered.versions, brand) : (row.html_body ?? undefined);
    const inline = rendered && brand.logo ? [brand.logo] : [];
    await transport.send({
      // A stable Message-ID lets receiving servers drop a duplicate if a send is ever repeated after a crash.
      messageId: `<outbox-${row.id}@partnerportal.ae>`,
      from: { name: brand.name, address: brand.fromAddress },
      to: row.to_address,
      // The recipient's language's subject (the first version's); a row from before decision 065 has its English.
      subject: rendered ? rendered.versions[0].subject : row.subject,
      text: `${row.text_body}\n\n${mailSignature(brand)}`,
      ...(html === undefined ? {} : { html }),
      attachments: [...inline, ...attachments],
    });
    await pauseAt("mail-handed-over");
    const kept = keptBodies(row);
    await db.execute(
      sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
        text_body = ${kept.text}, html_body = ${kept.html}, content = null, secrets = null where id = ${row.id}`,
    );
    log.info(about, "mail sent");
  } catch (err) {
    if (err instanceof CpuPoolBusy) {
      // The server is busy, the mail is not at fault: it waits for a later round and the attempt does not count.
      await db.execute(sql`
        update mail_outbox set locked_until = null, attempts = attempts - 1,
          next_attempt_at = now() + make_interval(secs => ${CPU_POOL_RETRY_AFTER_SECONDS})
        where id = ${row.id}`);
      log.info(about, "mail deferred: the CPU pool is busy");
      return true;
    }
    const message = err instanceof Error ? err.message : String(err);
    const failed = row.attempts >= MAX_MAIL_ATTEMPTS;
    const delaySeconds = Math.round(retryDelayMs(row.attempts) / 1000);
    // A mail given up on will not be sent again, so its secrets go too.
    const kept = keptBodies(row);
    const purge = failed
      ? sql`, text_body = ${kept.text}, html_body = ${kept.html}, content = null, secrets = null`
      : sql``;
    await db.execute(sql`
      update mail_outbox set status = ${failed ? "failed" : "pending"}, locked_until = null, last_error = ${message.slice(0, 500)},
        next_attempt_at = now() + make_interval(secs => ${delaySeconds})${purge}
      where id = ${row.id}`);
    options.onSendFailed?.();
    log.warn({ ...about, attempts: row.attempts, failed }, "mail send failed");
  }
  return true;
}

/** The bodies the outbox keeps once the mail is out of its hands: without the secrets the mail declared. */
function keptBodies(row: ClaimedRow) {
  const secrets = row.secrets ?? [];
  return {
    text: withoutSecrets(row.text_body, secrets),
    html: row.html_body === null ? null : withoutSecrets(row.html_body, secrets),
  };
}

const missingReader: AttachmentReader = async (ref) => {
  throw new Error(`no storage configured to read attachment ${ref.filename}`);
};

/** Drains the outbox, then polls. `stop()` resolves once the current send is done. */
export function startOutboxWorker(options: OutboxWorkerOptions & { intervalMs: number }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        while (!stopped && (await sendNextMail(options))) {}
      } catch (err) {
        options.log.error({ err }, "mail outbox poll failed");
      }
      if (!stopped) timer = setTimeout(tick, options.intervalMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
