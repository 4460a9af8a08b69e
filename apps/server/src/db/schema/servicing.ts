/** Changes to issued policies (each a new version) and the refunds they leave due. */
import type { LedgerEntryKind, PolicyChangeKind, RefundReason, RefundState } from "@pp/domain";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { documents } from "./documents";
import { actingUsers, partners } from "./partners";
import { payments } from "./payments";
import { policies, policyMembers } from "./policies";

/**
 * One row per change of a policy: the version it made, from which day, why, who asked and what it was worth. Amounts
 * are signed: negative when premium goes back to the customer. The (policy, version) key makes two changes raced on
 * the same version impossible.
 */
export const policyVersions = pgTable(
  "policy_versions",
  {
    id: serial("id").primaryKey(),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    kind: text("kind").$type<PolicyChangeKind>().notNull(),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    premiumChangeFils: integer("premium_change_fils").notNull(),
    vatChangeFils: integer("vat_change_fils").notNull(),
    totalChangeFils: integer("total_change_fils").notNull(),
    /** The proof attached to the change (a cancellation letter), kept with the policy's documents. */
    proofDocumentId: text("proof_document_id").references(() => documents.id),
    partnerId: integer("partner_id").references(() => partners.id),
    /** An addition: the quotation its members were entered on and the payment of its pro-rata premium. */
    quotationId: integer("quotation_id"),
    paymentId: integer("payment_id").references(() => payments.id),
    ...actingUsers(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("policy_versions_policy_version_key").on(t.policyId, t.version),
    // An addition's payment, answered twice, adds its members once.
    uniqueIndex("policy_versions_quotation_key").on(t.quotationId),
  ],
);

/**
 * Money owed back to a customer, returned to the card of the payment it came from. `due` until someone sends it,
 * `sent` from just before the gateway is called (so a crash never sends it twice), `refunded` once the gateway
 * confirmed it; a refused call puts it back to `due` with the gateway's message.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    reason: text("reason").$type<RefundReason>().notNull(),
    policyId: integer("policy_id").references(() => policies.id, { onDelete: "cascade" }),
    policyVersionId: integer("policy_version_id").references(() => policyVersions.id, { onDelete: "cascade" }),
    /** The payment the money came from; null for a policy paid on a product's own site. */
    paymentId: integer("payment_id").references(() => payments.id),
    partnerId: integer("partner_id").references(() => partners.id),
    totalFils: integer("total_fils").notNull(),
    state: text("state").$type<RefundState>().notNull().default("due"),
    gatewayReference: text("gateway_reference"),
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refunds_policy_version_key").on(t.policyVersionId),
    // A payment that could not be applied is owed back once, however often its answer arrives.
    uniqueIndex("refunds_unapplied_payment_key").on(t.paymentId).where(sql`${t.reason} = 'payment'`),
    index("refunds_partner_state_idx").on(t.partnerId, t.state, t.createdAt),
  ],
);

/**
 * A policy's ledger: one row per share (a member, or with no member the sponsor of a policy reported by a product's
 * site) and per movement of money — its payment at the sale or the addition that brought it, and the refund of a
 * change that took it off. Written in the transaction that takes the payment or records the change, under the
 * policy's lock. Amounts are signed like policy_versions': positive paid, negative owed back. A share is paid for once
 * and refunded once (it leaves the policy once), which the partial unique indexes hold whatever the code does.
 */
export const policyLedger = pgTable(
  "policy_ledger",
  {
    id: serial("id").primaryKey(),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    /** The policy version that moved the money: 1 for the sale, the change's for an addition or a refund. */
    version: integer("version").notNull(),
    kind: text("kind").$type<LedgerEntryKind>().notNull(),
    /** The member the money is for; null for the one share of a policy reported without members. */
    policyMemberId: integer("policy_member_id").references(() => policyMembers.id, { onDelete: "cascade" }),
    /** The refund an entry of kind `refund` is part of. */
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "cascade" }),
    premiumFils: integer("premium_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("policy_ledger_policy_idx").on(t.policyId),
    uniqueIndex("policy_ledger_member_paid_key")
      .on(t.policyMemberId)
      .where(sql`${t.kind} = 'payment' and ${t.policyMemberId} is not null`),
    uniqueIndex("policy_ledger_member_refunded_key")
      .on(t.policyMemberId)
      .where(sql`${t.kind} = 'refund' and ${t.policyMemberId} is not null`),
    uniqueIndex("policy_ledger_sponsor_paid_key")
      .on(t.policyId)
      .where(sql`${t.kind} = 'payment' and ${t.policyMemberId} is null`),
    uniqueIndex("policy_ledger_sponsor_refunded_key")
      .on(t.policyId)
      .where(sql`${t.kind} = 'refund' and ${t.policyMemberId} is null`),
    check(
      "policy_ledger_sign",
      sql`(${t.kind} = 'payment' and ${t.premiumFils} >= 0 and ${t.vatFils} >= 0 and ${t.refundId} is null) or (${t.kind} = 'refund' and ${t.premiumFils} <= 0 and ${t.vatFils} <= 0 and ${t.refundId} is not null)`,
    ),
  ],
);
