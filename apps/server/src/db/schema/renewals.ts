/** A customer's permission to renew, the e-mailed codes and the renewal declaration's answers. */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { invitations } from "./invitations";
import { partners } from "./partners";
import { policies } from "./policies";
import { quotationMembers, quotations } from "./quotations";
import { renewalQuestions } from "./reference-data";

/** A customer's short-lived permission to renew the one policy they found (the cookie holds the token). */
export const renewalGrants = pgTable(
  "renewal_grants",
  {
    tokenHash: text("token_hash").primaryKey(),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    /** Set when a signed-in partner searched: the renewal is recorded against them. */
    partnerId: integer("partner_id").references(() => partners.id),
    /** Set when the customer came through a partner's invitation: the payment lands on the invitation's result page. */
    invitationId: integer("invitation_id").references(() => invitations.id, { onDelete: "set null" }),
    /** Set once the holder entered the code e-mailed to the address on file: the full details are shown. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("renewal_grants_policy_idx").on(t.policyId)],
);

/**
 * The secret link of a renewal reminder: it opens the search for its policy with the policy number filled in, and the
 * customer still proves the member's date of birth. Only the token's hash is kept; the mail loses the token once sent.
 */
export const renewalReminderLinks = pgTable(
  "renewal_reminder_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("renewal_reminder_links_policy_idx").on(t.policyId)],
);

/**
 * One-time codes that unlock a renewal's full details for the grant that asked for them. The hash is keyed with the
 * grant's secret (held only in the customer's cookie), so the table alone cannot be used to recover a code.
 */
export const renewalCodes = pgTable(
  "renewal_codes",
  {
    id: serial("id").primaryKey(),
    grantTokenHash: text("grant_token_hash")
      .notNull()
      .references(() => renewalGrants.tokenHash, { onDelete: "cascade" }),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Used, or replaced by a newer code for the same policy. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("renewal_codes_grant_idx").on(t.grantTokenHash, t.id),
    index("renewal_codes_policy_idx").on(t.policyId),
  ],
);

export const renewalAnswers = pgTable(
  "renewal_answers",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => quotationMembers.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => renewalQuestions.id),
    questionText: text("question_text").notNull(),
    answer: boolean("answer").notNull(),
    details: text("details"),
    /** The grant under which the answers were given: its holder sees their own details even in the masked view. */
    grantTokenHash: text("grant_token_hash"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("renewal_answers_key").on(t.quotationId, t.memberId, t.questionId)],
);
