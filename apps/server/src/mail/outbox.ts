import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type MailAttachmentRef, mailOutbox } from "../db/schema";
import { currentRequestId } from "../http/request-context";
import type { MailContent, MailText } from "./mail-content";
import { mailVersions } from "./mail-language";
import { versionsText } from "./mail-text";

export type OutgoingMail = {
  /** Names the business event (e.g. `quotation-created:42`); the same key is written once. */
  key: string;
  to: string;
  subject: MailText;
  /** Both parts come from it, rendered in both languages when the mail is queued. */
  content: MailContent;
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
  const versions = mailVersions(mail.subject, mail.content);
  const rows = await db
    .insert(mailOutbox)
    .values({
      idempotencyKey: mail.key,
      toAddress: mail.to,
      // The English subject, as operators look mails up by it; the Subject header is the first version's.
      subject: versions.find((version) => version.language === "en")!.subject,
      textBody: versionsText(versions),
      content: { versions },
      attachments: mail.attachments ?? [],
      secrets: mail.secrets?.length ? mail.secrets : null,
      requestId: currentRequestId() ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** True when a mail with this key was already written (sent or waiting): callers skip building it again. */
export async function mailQueued(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, key))
    .limit(1);
  return rows.length > 0;
}
