/** Mail waiting to be sent (the outbox) and each partner's daily sending quotas. */

import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { StoredMail } from "../../mail/stored-mail";
import { createdAt } from "./columns";
import { partners } from "./partners";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** One mail per business event: a retried request that writes the same key writes nothing. */
    idempotencyKey: text("idempotency_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /**
     * What the mail says in both languages, rendered when queued (StoredMail): the worker lays out its HTML part from
     * it with the insurer's name and logo when it sends. Cleared once sent, as it may carry the link's secret.
     */
    content: jsonb("content").$type<StoredMail>(),
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The secrets the body carries (a link's token, a one-time code) while it waits to be sent; once it is sent or has
     * failed for good they are cut out of the body and this is cleared, so the outbox does not keep live links.
     */
    secrets: jsonb("secrets").$type<string[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The request that queued the mail: the worker's log lines about it carry the same id. */
    requestId: text("request_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_outbox_idempotency_key").on(t.idempotencyKey),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** A file attached by reference: the worker reads it from storage when it sends. */
export type StoredAttachmentRef = { filename: string; storageKey: string; contentType: string };
/** A small text attachment written with the mail itself (an iCalendar invite), so both commit together. */
export type InlineAttachment = { filename: string; content: string; contentType: string };
export type MailAttachmentRef = StoredAttachmentRef | InlineAttachment;

/**
 * What a partner e-mailed to customers per UAE day and kind (MAIL_QUOTA_KINDS), counted in one conditional upsert
 * so that parallel requests cannot pass the daily limit; `refused` counts the attempts beyond it.
 */
export const mailQuotaUsage = pgTable(
  "mail_quota_usage",
  {
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    used: integer("used").notNull().default(0),
    refused: integer("refused").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.kind, t.day] })],
);
