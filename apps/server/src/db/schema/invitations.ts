/** Invitations e-mailed to customers and video calls booked with them. */
import type { Product } from "@pp/domain";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { actingUsers, partners } from "./partners";
import { policies } from "./policies";
import { quotations } from "./quotations";

/**
 * A partner's invitation to a customer (Invitations): product and journey are data, the reference is the
 * quotation to pay, the policy to renew, or (H+ renewals) the policy number typed for the H+ site. The status is
 * derived from the timestamps (INVITATION_STATUSES); only the link's hash is stored.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    product: text("product").$type<Product>().notNull(),
    journey: text("journey").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    recipientMobile: text("recipient_mobile").notNull(),
    quotationId: integer("quotation_id").references(() => quotations.id),
    policyId: integer("policy_id").references(() => policies.id),
    /** The number as the partner typed it (shown in the list; for H+ renewals the only reference). */
    reference: text("reference"),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...actingUsers(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_key").on(t.tokenHash),
    index("invitations_partner_created_idx").on(t.partnerId, t.product, t.journey, t.createdAt),
    index("invitations_quotation_idx").on(t.quotationId),
    index("invitations_policy_idx").on(t.policyId),
  ],
);

/**
 * A video call a partner booked with a customer ("Video Call Invite"); the customer's calendar holds it
 * under `uid`, and every change is sent with the next `sequence` (RFC 5545).
 */
export const videoCalls = pgTable(
  "video_calls",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    recipientMobile: text("recipient_mobile").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    meetingUrl: text("meeting_url").notNull(),
    note: text("note").notNull().default(""),
    uid: text("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("video_calls_uid_key").on(t.uid),
    index("video_calls_partner_starts_idx").on(t.partnerId, t.startsAt),
  ],
);
