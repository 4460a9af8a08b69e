/** Commission (decision 061): the rules the operator loads, and what each payment and refund earned or gave back. */
import type { CommissionBusiness, CommissionEntryKind, CommissionParty, Product, TeamRole } from "@pp/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
