/** Issued policies and their members as issued. */
import type { Product } from "@pp/domain";
import { sql } from "drizzle-orm";
import { date, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { actingUsers, partners, partnerUsers } from "./partners";
import { payments } from "./payments";
import { quotations } from "./quotations";

/** The issued policy; unique per quotation and per payment, which is what makes issuing happen once. */
export const policies = pgTable(
  "policies",
  {
    id: serial("id").primaryKey(),
    policyNo: text("policy_no").notNull(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id),
    paymentId: integer("payment_id").references(() => payments.id),
    partnerId: integer("partner_id").references(() => partners.id),
    product: text("product").$type<Product>().notNull(),
    journey: text("journey").notNull(),
    tpaId: integer("tpa_sno").notNull(),
    /** The H+ plan the policy covers, as it was sold; null for a product sold without plans. */
    planCode: text("plan_code"),
    sponsorName: text("sponsor_name").notNull(),
    sponsorEmail: text("sponsor_email").notNull(),
    sponsorMobile: text("sponsor_mobile").notNull(),
    /** The sponsor's address and a company's TRN as sold (optional): every tax invoice and credit note copies them. */
    sponsorAddress: text("sponsor_address"),
    sponsorTrn: text("sponsor_trn"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    premiumFils: integer("premium_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    totalFils: integer("total_fils").notNull(),
    status: text("status").notNull().default("active"),
    parentPolicyId: integer("parent_policy_id"),
    renewedAt: timestamp("renewed_at", { withTimezone: true }),
    externalRef: text("external_ref"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The tax invoice's number: every policy paid through the portal has one (reported policies are invoiced by their site). */
    invoiceNo: text("invoice_no"),
    /** 1 as issued, one more for each change (policy_versions); documents and lists show the current one. */
    version: integer("version").notNull().default(1),
    /** A cancelled policy's first day without cover (status "cancelled"). */
    cancelledFrom: date("cancelled_from", { mode: "string" }),
    ...actingUsers(),
    /**
     * Who carries the policy's renewal when it is not its seller (decision 060): a leaver's book handed to another
     * user. Null: the seller (`created_by_user_id`). The sale stays the seller's; its renewal becomes this user's.
     */
    renewalUserId: integer("renewal_user_id").references(() => partnerUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("policies_policy_no_key").on(t.policyNo),
    uniqueIndex("policies_invoice_no_key").on(t.invoiceNo),
    uniqueIndex("policies_quotation_key").on(t.quotationId),
    uniqueIndex("policies_payment_key").on(t.paymentId),
    index("policies_partner_issued_idx").on(t.partnerId, t.issuedAt),
    // A role's scope (decision 059): the partner's records of some of its users.
    index("policies_partner_creator_idx").on(t.partnerId, t.createdByUserId, t.issuedAt),
    index("policies_partner_renewal_user_idx")
      .on(t.partnerId, t.renewalUserId)
      .where(sql`${t.renewalUserId} is not null`),
    index("policies_end_date_idx").on(t.endDate),
    // A policy is renewed at most once.
    uniqueIndex("policies_parent_key").on(t.parentPolicyId),
    index("policies_policy_no_lower_idx").on(sql`lower(${t.policyNo})`),
  ],
);

/** The insured members as issued (a snapshot: later edits of a quotation never change a policy). */
export const policyMembers = pgTable(
  "policy_members",
  {
    id: serial("id").primaryKey(),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    quotationMemberId: integer("quotation_member_id"),
    memberType: integer("member_type").notNull(),
    relation: text("relation"),
    firstName: text("first_name").notNull(),
    familyName: text("family_name").notNull(),
    gender: integer("gender").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    maritalStatus: text("marital_status").notNull(),
    nationality: text("nationality").notNull(),
    occupation: text("occupation").notNull(),
    salaryBand: text("salary_band"),
    emiratesId: text("emirates_id"),
    passportNo: text("passport_no"),
    uidNo: text("uid_no"),
    premiumFils: integer("premium_fils").notNull(),
    /** The underwriter's terms the member was accepted on (H+), printed on the schedule. */
    loadingPercent: integer("loading_percent"),
    exclusion: text("exclusion"),
    /** A member added mid-term: the first day of their cover, and the policy version that added them. */
    addedFrom: date("added_from", { mode: "string" }),
    addedInVersion: integer("added_in_version"),
    /** A member removed mid-term: the first day without cover, and the policy version that removed them. */
    removedFrom: date("removed_from", { mode: "string" }),
    removedInVersion: integer("removed_in_version"),
  },
  (t) => [
    index("policy_members_policy_idx").on(t.policyId),
    index("policy_members_emirates_id_idx").on(t.emiratesId, t.dateOfBirth),
    index("policy_members_passport_idx").on(t.passportNo, t.dateOfBirth),
  ],
);

export const policyNumberSeq = pgSequence("policy_number_seq", { startWith: 1, increment: 1 });

/**
 * The last tax invoice number issued. One row, incremented inside the transaction that issues the policy, so the
 * numbers run without gaps (a sequence would skip a number whenever a transaction rolls back).
 */
export const taxInvoiceCounter = pgTable("tax_invoice_counter", {
  id: integer("id").primaryKey().default(1),
  lastNumber: integer("last_number").notNull().default(0),
});
