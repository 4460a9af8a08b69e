/** The audit log: who did what, when and from where. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { partners, partnerUsers } from "./partners";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    event: text("event").notNull(),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "set null" }),
    /** The user of the partner who acted (decision 058); none for the operator, a customer or the gateway. */
    actingUserId: integer("acting_user_id").references(() => partnerUsers.id, { onDelete: "set null" }),
    /** The user id as typed at sign-in, so failures against unknown ids are counted too. */
    userId: text("user_id"),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_user_event_at_idx").on(t.userId, t.event, t.at),
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId),
    // Per-client limits (renewal search) count recent events of one address.
    index("audit_log_event_ip_at_idx").on(t.event, t.ip, t.at),
    index("audit_log_event_partner_at_idx").on(t.event, t.partnerId, t.at),
    // Per-target limits (a searched number, a policy's codes) count recent events of one subject.
    index("audit_log_event_subject_at_idx").on(t.event, t.subjectType, t.subjectId, t.at),
  ],
);
