/** Changes to issued policies (each a new version) and the refunds they leave due. */
import type { PolicyChangeKind, RefundReason, RefundState } from "@pp/domain";
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { documents } from "./documents";
import { partners } from "./partners";
import { payments } from "./payments";
import { policies } from "./policies";

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
