import type { Db } from "../db/client";
import { type MailAttachmentRef, mailOutbox } from "../db/schema";
import { currentRequestId } from "../http/request-context";

export type OutgoingMail = {
  /** Names the business event (e.g. `quotation-created:42`); the same key is written once. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachmentRef[];
  /** Secrets in the body (a link's token, a one-time code): cut out of the stored mail once it is sent. */
  secrets?: string[];
};

/** What stands in a sent mail's stored body where a secret was. */
export const REMOVED_SECRET = "[removed after sending]";

/** The body as the outbox keeps it once the mail has gone: every declared secret cut out. */
export function withoutSecrets(body: string, secrets: readonly string[]) {
  return secrets.filter(Boolean).reduce((text, secret) => text.replaceAll(secret, REMOVED_SECRET), body);
}

/**
 * Writes the mail into the outbox with the caller's transaction, so it is sent if and only if the
 * business change commits. Returns false when a mail with the same key already exists.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      idempotencyKey: mail.key,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments ?? [],
      secrets: mail.secrets?.length ? mail.secrets : null,
      requestId: currentRequestId() ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
