/** Commission (decision 061): the rules the operator loads, and what each payment and refund earned or gave back. */
import type {
  CommissionBusiness,
  CommissionEntryKind,
  CommissionParty,
  Product,
  StatementState,
  TeamRole,
} from "@pp/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { partners, partnerTeams, partnerUsers } from "./partners";
import { payments } from "./payments";
import { policies } from "./policies";
import { refunds } from "./servicing";

/**
 * A partner's commission rate for a product, or one plan of it ('' for every plan without a row of its own), for new
 * business and for renewals, in basis points. Replaced whole by the `commission` command.
 */
export const commissionRates = pgTable(
  "commission_rates",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    product: text("product").$type<Product>().notNull(),
    plan: text("plan").notNull().default(""),
    newBusinessBp: integer("new_business_bp").notNull(),
    renewalBp: integer("renewal_bp").notNull(),
  },
  (t) => [
    uniqueIndex("commission_rates_partner_product_plan_key").on(t.partnerId, t.product, t.plan),
    check("commission_rates_bp", sql`${t.newBusinessBp} between 0 and 10000 and ${t.renewalBp} between 0 and 10000`),
  ],
);

/**
 * How a partner splits a sale's commission, by who sold it: one user, a team's users of one role, or every user of one
 * role (the precedence is in that order). The seller's share and the managers' of the seller's team, in basis points;
 * the rest is the partner's.
 */
export const commissionSplits = pgTable(
  "commission_splits",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    userId: integer("user_id").references(() => partnerUsers.id, { onDelete: "cascade" }),
    teamId: integer("team_id").references(() => partnerTeams.id, { onDelete: "cascade" }),
    teamRole: text("team_role").$type<TeamRole>(),
    sellerBp: integer("seller_bp").notNull(),
    managerBp: integer("manager_bp").notNull(),
  },
  (t) => [
    uniqueIndex("commission_splits_user_key").on(t.partnerId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex("commission_splits_team_role_key")
      .on(t.partnerId, t.teamId, t.teamRole)
      .where(sql`${t.teamId} is not null`),
    uniqueIndex("commission_splits_role_key")
      .on(t.partnerId, t.teamRole)
      .where(sql`${t.userId} is null and ${t.teamId} is null`),
    check(
      "commission_splits_selector",
      sql`(${t.userId} is not null and ${t.teamId} is null and ${t.teamRole} is null) or (${t.userId} is null and ${t.teamRole} in ('owner', 'manager', 'agent'))`,
    ),
    check(
      "commission_splits_bp",
      sql`${t.sellerBp} >= 0 and ${t.managerBp} >= 0 and ${t.sellerBp} + ${t.managerBp} <= 10000`,
    ),
  ],
);

/**
 * One movement of a partner's commission: a payment (or a site's report of a sale) that landed in a policy's ledger
 * (`accrual`, once per policy version it paid for), a site's later report of that sale with another premium
 * (`correction`), or a refund that left the ledger (`clawback`, once per refund and paid version it takes back from).
 * `version` is the policy version whose payment the entry is about; `baseFils` the premium without VAT (negative for a
 * refund), `rateBp` the partner's rate, `commissionFils` the sum of its lines. `period` is the UAE month of the event.
 */
export const commissionEntries = pgTable(
  "commission_entries",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id),
    kind: text("kind").$type<CommissionEntryKind>().notNull(),
    version: integer("version").notNull(),
    /** The payment the premium came from (an accrual's own; a clawback's the one it takes back from). */
    paymentId: integer("payment_id").references(() => payments.id),
    refundId: integer("refund_id").references(() => refunds.id),
    business: text("business").$type<CommissionBusiness>().notNull(),
    product: text("product").$type<Product>().notNull(),
    planCode: text("plan_code"),
    rateBp: integer("rate_bp").notNull(),
    baseFils: integer("base_fils").notNull(),
    commissionFils: integer("commission_fils").notNull(),
    period: text("period").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A payment accepted again, a report repeated, a refund replayed never accrues or claws back twice.
    uniqueIndex("commission_entries_accrual_key").on(t.policyId, t.version).where(sql`${t.kind} = 'accrual'`),
    uniqueIndex("commission_entries_payment_key")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'accrual' and ${t.paymentId} is not null`),
    uniqueIndex("commission_entries_clawback_key").on(t.refundId, t.version).where(sql`${t.kind} = 'clawback'`),
    index("commission_entries_partner_period_idx").on(t.partnerId, t.period, t.occurredAt),
    index("commission_entries_policy_idx").on(t.policyId, t.version),
    check(
      "commission_entries_sign",
      sql`(${t.kind} = 'accrual' and ${t.baseFils} >= 0 and ${t.commissionFils} >= 0 and ${t.refundId} is null) or (${t.kind} = 'correction' and ${t.refundId} is null) or (${t.kind} = 'clawback' and ${t.baseFils} <= 0 and ${t.commissionFils} <= 0 and ${t.refundId} is not null)`,
    ),
  ],
);

/**
 * Who an entry pays: the seller, a manager of the seller's team, or the partner (user null), with their share and
 * fils. A user who earned commission cannot be deleted from under it (no ON DELETE): disable them instead.
 */
export const commissionLines = pgTable(
  "commission_lines",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => commissionEntries.id, { onDelete: "cascade" }),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    party: text("party").$type<CommissionParty>().notNull(),
    userId: integer("user_id").references(() => partnerUsers.id),
    shareBp: integer("share_bp").notNull(),
    amountFils: integer("amount_fils").notNull(),
  },
  (t) => [
    uniqueIndex("commission_lines_entry_payee_key").on(t.entryId, t.party, t.userId),
    uniqueIndex("commission_lines_entry_partner_key").on(t.entryId).where(sql`${t.userId} is null`),
    index("commission_lines_partner_user_idx").on(t.partnerId, t.userId),
    check("commission_lines_payee", sql`(${t.party} = 'partner') = (${t.userId} is null)`),
  ],
);

/**
 * A commission statement (decision 062): the partner's (user null: every line of the partner it took) or one user's
 * (the lines of the partner's statement of the same month that pay them), for one ended UAE month. Written once when
 * issued and never changed after, but for its state: `issued`, then `paid` with the operator's reference. The figures
 * are in fils: what earlier statements of the payee left unpaid (`opening`), earned, clawed back, the subtotal, VAT on
 * it and the total due.
 */
export const commissionStatements = pgTable(
  "commission_statements",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    userId: integer("user_id").references(() => partnerUsers.id),
    period: text("period").notNull(),
    openingFils: integer("opening_fils").notNull(),
    earnedFils: integer("earned_fils").notNull(),
    clawedBackFils: integer("clawed_back_fils").notNull(),
    subtotalFils: integer("subtotal_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    totalFils: integer("total_fils").notNull(),
    lineCount: integer("line_count").notNull(),
    state: text("state").$type<StatementState>().notNull().default("issued"),
    paymentReference: text("payment_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // One partner's statement and one per user a month, however often or concurrently the month is issued.
    uniqueIndex("commission_statements_partner_key").on(t.partnerId, t.period).where(sql`${t.userId} is null`),
    uniqueIndex("commission_statements_user_key")
      .on(t.partnerId, t.period, t.userId)
      .where(sql`${t.userId} is not null`),
    check(
      "commission_statements_state",
      sql`(${t.state} = 'issued' and ${t.paymentReference} is null and ${t.paidAt} is null) or (${t.state} = 'paid' and ${t.paymentReference} is not null and ${t.paidAt} is not null)`,
    ),
    check(
      "commission_statements_sums",
      sql`${t.subtotalFils} = ${t.earnedFils} - ${t.clawedBackFils} and ${t.totalFils} = ${t.openingFils} + ${t.subtotalFils} + ${t.vatFils}`,
    ),
  ],
);

/**
 * The commission lines a partner's statement took: each line once, ever (the unique line), so a line accrued or clawed
 * back after a month was issued goes into the next month's statement. A user's statement holds the lines of its
 * partner's statement that pay the user.
 */
export const commissionStatementLines = pgTable(
  "commission_statement_lines",
  {
    statementId: integer("statement_id")
      .notNull()
      .references(() => commissionStatements.id),
    lineId: integer("line_id")
      .notNull()
      .references(() => commissionLines.id),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.lineId] }),
    uniqueIndex("commission_statement_lines_line_key").on(t.lineId),
  ],
);
