/** Quotations and their insured members. */
import type { Language, Product } from "@pp/domain";
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { actingUsers, partners } from "./partners";

/** Readable quotation numbers (BQ-2026-000123) come from this sequence, so two instances never collide. */
export const quotationNumberSeq = pgSequence("quotation_number_seq", { startWith: 1, increment: 1 });

/**
 * One model for every product, channel and journey: product, channel and journey are data.
 * The id is the legacy quote_tr_sno.
 */
export const quotations = pgTable(
  "quotations",
  {
    id: serial("id").primaryKey(),
    quotationNo: text("quotation_no").notNull(),
    product: text("product").$type<Product>().notNull().default("basic"),
    productCategory: integer("product_category").notNull().default(1),
    journey: text("journey").notNull().default("new_business"),
    /** The partner who entered it; null for a customer's own renewal. */
    partnerId: integer("partner_id").references(() => partners.id),
    channel: integer("channel").notNull(),
    status: text("status").notNull().default("draft"),
    lastVisitedPage: text("last_visited_page").notNull().default("memberdetail"),
    planfor: integer("planfor").notNull(),
    sponsorType: integer("sponsor_type"),
    entityType: integer("entity_type").notNull(),
    sponsorName: text("sponsor_name").notNull(),
    sponsorMobile: text("sponsor_mobile").notNull(),
    sponsorEmail: text("sponsor_email").notNull(),
    /** The language the customer used for it (set when they act on it), for what is sent to them about it. */
    language: text("language").$type<Language>().notNull().default("en"),
    sponsorGender: integer("sponsor_gender"),
    sponsorDate: date("sponsor_date", { mode: "string" }).notNull(),
    sponsorFileNumber: text("sponsor_uid").notNull(),
    /** Optional: the sponsor's address and a company's TRN, which its tax invoices print as the recipient's. */
    sponsorAddress: text("sponsor_address"),
    sponsorTrn: text("sponsor_trn"),
    tpaId: integer("tpa_sno").notNull(),
    /** The H+ plan the members are priced under (a code of hplus_plans); null for a product sold without plans. */
    planCode: text("plan_code"),
    sponsorIdDocType: text("sponsor_id_doc_type"),
    sponsorEmiratesId: text("sponsor_emirates_id"),
    sponsorPassportNo: text("sponsor_passport_no"),
    parentPolicyId: integer("parent_policy_id"),
    /**
     * A mid-term addition (journey "addition"): the policy its members join, and the day their cover starts. Its
     * premium is the members' yearly premium for the days left of that policy's term.
     */
    changesPolicyId: integer("changes_policy_id"),
    effectiveDate: date("effective_date", { mode: "string" }),
    /** Why the members are added (a newborn, a new worker), for the policy's timeline. */
    changeReason: text("change_reason"),
    externalRef: text("external_ref"),
    /** Premium reported by an external product site (PA, Term), whose members are not held here. */
    reportedPremiumFils: integer("reported_premium_fils"),
    /** The browser's Idempotency-Key of the create request: a retried create returns the first quotation. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the create request's body: a reused key with another body is refused, not answered with this row. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    declarationAcceptedAt: timestamp("declaration_accepted_at", { withTimezone: true }),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    /** H+: when it last entered the underwriting queue (the queue's waiting time counts from here). */
    referredAt: timestamp("referred_at", { withTimezone: true }),
    /** H+: when the partner accepted the underwriter's loading or exclusions (they then priced the payment). */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    ...actingUsers(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotations_quotation_no_key").on(t.quotationNo),
    // A role's scope (decision 059): the partner's records of some of its users.
    index("quotations_partner_creator_idx").on(t.partnerId, t.createdByUserId, t.createdAt),
    index("quotations_partner_created_idx").on(t.partnerId, t.createdAt),
    uniqueIndex("quotations_external_ref_key").on(t.product, t.externalRef),
    uniqueIndex("quotations_idempotency_key").on(t.partnerId, t.idempotencyKey),
    // A renewed policy's detail finds its renewals by the parent.
    index("quotations_parent_policy_idx").on(t.parentPolicyId),
    // A policy's detail finds the addition being prepared for it.
    index("quotations_changes_policy_idx").on(t.changesPolicyId),
    // The underwriting queue: referred applications, oldest first.
    index("quotations_status_referred_idx").on(t.status, t.referredAt),
  ],
);

/** Insured members; the id is the legacy member_sno. */
export const quotationMembers = pgTable(
  "quotation_members",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
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
    isNewborn: boolean("is_newborn").notNull().default(false),
    emiratesId: text("emirates_id"),
    passportNo: text("passport_no"),
    uidNo: text("uid_no"),
    birthCertificateNo: text("birth_certificate_no"),
    premiumFils: integer("premium_fils").notNull(),
    /** Height and weight from the medical declaration (H+): underwriting reads the body-mass index from them. */
    heightCm: integer("height_cm"),
    weightKg: integer("weight_kg"),
    /**
     * The underwriter's terms (H+): a loading in percent, already in premium_fils, whose rated premium is kept in
     * base_premium_fils so that an edit of the application can take the loading off; and an exclusion in words.
     */
    loadingPercent: integer("loading_percent"),
    basePremiumFils: integer("base_premium_fils"),
    exclusion: text("exclusion"),
    /** For a renewal: the member of the parent policy this one continues. */
    sourcePolicyMemberId: integer("source_policy_member_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quotation_members_quotation_idx").on(t.quotationId),
    index("quotation_members_emirates_id_idx").on(t.emiratesId),
  ],
);

/**
 * One member's answer to one question of the medical declaration, with the details a "yes" asks for. Removed with
 * the member; a question retired from the file keeps its answers (medical_questions keeps it, inactive).
 */
export const medicalAnswers = pgTable(
  "medical_answers",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => quotationMembers.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    answer: boolean("answer").notNull(),
    condition: text("condition"),
    diagnosedOn: date("diagnosed_on", { mode: "string" }),
    treatment: text("treatment"),
    currentState: text("current_state"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("medical_answers_member_question_key").on(t.memberId, t.questionId),
    index("medical_answers_quotation_idx").on(t.quotationId),
  ],
);
