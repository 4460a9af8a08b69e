import type { Product } from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** A row that belongs to one partner and goes with them. */
const ownedByPartner = () =>
  integer("partner_id")
    .notNull()
    .references(() => partners.id, { onDelete: "cascade" });

export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    categorySno: integer("category_sno").notNull().default(1),
    passwordHash: text("password_hash").notNull(),
    enhancedAllowed: boolean("enhanced_allowed").notNull().default(false),
    paAllowed: boolean("pa_allowed").notNull().default(false),
    termAllowed: boolean("term_allowed").notNull().default(false),
    basicAllowed: boolean("basic_allowed").notNull().default(false),
    meetingsAllowed: boolean("meetings_allowed").notNull().default(false),
    invitationsAllowed: boolean("invitations_allowed").notNull().default(false),
    /** What the external product sites receive as `UserId` instead of the sign-in id (random, never reused). */
    siteRef: uuid("site_ref").notNull().defaultRandom(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // User ids and e-mails are matched case-insensitively; stored lower-case.
    uniqueIndex("partners_user_id_key").on(t.userId),
    index("partners_email_idx").on(t.email),
    uniqueIndex("partners_site_ref_key").on(t.siteRef),
  ],
);

/**
 * `full`: signed in. `second_factor` / `enrolment`: the password was right and the second factor (or its set-up) is
 * still to come; such a session opens nothing else and lives a few minutes.
 */
export type SessionStage = "full" | "second_factor" | "enrolment";

/** The id column holds the SHA-256 of the cookie's token, so a leaked table does not leak live sessions. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** How the partner names this session to end it (the security page); reveals nothing of the token. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    stage: text("stage").$type<SessionStage>().notNull().default("full"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_partner_idx").on(t.partnerId), uniqueIndex("sessions_public_id_key").on(t.publicId)],
);

/**
 * Sign-in attempts counted per scope (user id and client, client, user id, a partner's second step): an attempt
 * takes a slot here, atomically, before its password or code is looked at, so concurrent tries on any number of
 * instances cannot all be evaluated.
 */
export const signInThrottle = pgTable(
  "sign_in_throttle",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** The user id the row concerns, so a password reset can lift its locks. */
    subject: text("subject"),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("sign_in_throttle_subject_idx").on(t.subject),
    index("sign_in_throttle_window_idx").on(t.windowStartedAt),
  ],
);

/**
 * A partner's authenticator (TOTP, RFC 6238). The secret is sealed with TWO_FACTOR_KEY; until `confirmed_at` it is
 * an enrolment in progress. `last_used_step` is the time step of the last accepted code: a code is accepted only
 * for a later step, so none is accepted twice.
 */
export const partnerTwoFactor = pgTable("partner_two_factor", {
  partnerId: ownedByPartner().primaryKey(),
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as argon2id hashes; shown to the partner once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    partnerId: ownedByPartner(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_partner_idx").on(t.partnerId)],
);

/** "Trust this browser for 30 days": the cookie's token is stored as its SHA-256 only. */
export const trustedBrowsers = pgTable(
  "trusted_browsers",
  {
    tokenHash: text("token_hash").primaryKey(),
    partnerId: ownedByPartner(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("trusted_browsers_partner_idx").on(t.partnerId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_partner_idx").on(t.partnerId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    event: text("event").notNull(),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "set null" }),
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

/** Readable quotation numbers (BQ-2026-000123) come from this sequence, so two instances never collide. */
export const quotationNumberSeq = pgSequence("quotation_number_seq", { startWith: 1, increment: 1 });

/**
 * One model for every product, channel and journey (DESIGN §6): product, channel and journey are data.
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
    sponsorGender: integer("sponsor_gender"),
    sponsorDate: date("sponsor_date", { mode: "string" }).notNull(),
    sponsorUid: text("sponsor_uid").notNull(),
    tpaSno: integer("tpa_sno").notNull(),
    sponsorIdDocType: text("sponsor_id_doc_type"),
    sponsorEmiratesId: text("sponsor_emirates_id"),
    sponsorPassportNo: text("sponsor_passport_no"),
    parentPolicyId: integer("parent_policy_id"),
    externalRef: text("external_ref"),
    /** Premium reported by an external product site (PA, Term), whose members are not held here. */
    reportedPremiumFils: integer("reported_premium_fils"),
    /** The browser's Idempotency-Key of the create request: a retried create returns the first quotation. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the create request's body: a reused key with another body is refused, not answered with this row. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    declarationAcceptedAt: timestamp("declaration_accepted_at", { withTimezone: true }),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotations_quotation_no_key").on(t.quotationNo),
    index("quotations_partner_created_idx").on(t.partnerId, t.createdAt),
    uniqueIndex("quotations_external_ref_key").on(t.product, t.externalRef),
    uniqueIndex("quotations_idempotency_key").on(t.partnerId, t.idempotencyKey),
    // A renewed policy's detail finds its renewals by the parent.
    index("quotations_parent_policy_idx").on(t.parentPolicyId),
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

/** Annual premiums as data (seeded from seed/premium-rates.csv, reloadable with `npm run rates -- load`). */
export const premiumRates = pgTable(
  "premium_rates",
  {
    id: serial("id").primaryKey(),
    product: text("product").notNull(),
    tpaSno: integer("tpa_sno").notNull(),
    ageBand: text("age_band").notNull(),
    gender: integer("gender").notNull(),
    maritalStatus: text("marital_status").notNull(),
    annualPremiumFils: integer("annual_premium_fils").notNull(),
  },
  (t) => [uniqueIndex("premium_rates_key").on(t.product, t.tpaSno, t.ageBand, t.gender, t.maritalStatus)],
);

/** Table-of-benefits lines per TPA: the benefits page is rendered from these. */
export const tpaBenefits = pgTable(
  "tpa_benefits",
  {
    id: serial("id").primaryKey(),
    tpaSno: integer("tpa_sno").notNull(),
    position: integer("position").notNull(),
    section: text("section").notNull(),
    benefit: text("benefit").notNull(),
    cover: text("cover").notNull(),
  },
  (t) => [uniqueIndex("tpa_benefits_position_key").on(t.tpaSno, t.position)],
);

/** Medical network per TPA: the network page is rendered from these. */
export const tpaNetworkProviders = pgTable(
  "tpa_network_providers",
  {
    id: serial("id").primaryKey(),
    tpaSno: integer("tpa_sno").notNull(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    emirate: text("emirate").notNull(),
    area: text("area").notNull(),
    phone: text("phone").notNull(),
  },
  (t) => [index("tpa_network_providers_tpa_idx").on(t.tpaSno, t.emirate)],
);

/** Uploaded files. Rows are never deleted: a replaced document keeps its row with replaced_at set (audit trail). */
export const documents = pgTable(
  "documents",
  {
    id: text("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    /** null for the sponsor's documents. */
    memberId: integer("member_id").references(() => quotationMembers.id, { onDelete: "set null" }),
    owner: text("owner").notNull(),
    slot: text("slot").notNull(),
    /** For additional documents: the type the partner chose and a note. */
    note: text("note"),
    storageKey: text("storage_key").notNull(),
    sha256: text("sha256").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    contentType: text("content_type").notNull(),
    originalName: text("original_name").notNull(),
    uploadedBy: integer("uploaded_by").references(() => partners.id),
    createdAt: createdAt(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    index("documents_quotation_idx").on(t.quotationId, t.owner, t.slot),
    // At most one current document per slot; additional documents are many by design.
    uniqueIndex("documents_current_slot_key")
      .on(t.quotationId, t.owner, sql`coalesce(${t.memberId}, 0)`, t.slot)
      .where(sql`${t.replacedAt} is null and ${t.owner} <> 'additional'`),
  ],
);

/**
 * One row per attempt at the hosted payment page. The gateway's answer is applied once:
 * reference number and transaction id are unique, and the row is locked while it is decided.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id),
    referenceNumber: text("reference_number").notNull(),
    transactionUuid: text("transaction_uuid").notNull(),
    amountFils: integer("amount_fils").notNull(),
    currency: text("currency").notNull().default("AED"),
    status: text("status").notNull().default("initiated"),
    decision: text("decision"),
    reasonCode: text("reason_code"),
    message: text("message"),
    transactionId: text("transaction_id"),
    cardMasked: text("card_masked"),
    /** Who started it: the partner, or a customer through a payment link or renewal. */
    partnerId: integer("partner_id").references(() => partners.id),
    channel: text("channel").notNull().default("partner"),
    response: jsonb("response").$type<Record<string, string>>(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_number_key").on(t.referenceNumber),
    uniqueIndex("payments_transaction_id_key").on(t.transactionId),
    index("payments_quotation_idx").on(t.quotationId),
  ],
);

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
    tpaSno: integer("tpa_sno").notNull(),
    sponsorName: text("sponsor_name").notNull(),
    sponsorEmail: text("sponsor_email").notNull(),
    sponsorMobile: text("sponsor_mobile").notNull(),
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
  },
  (t) => [
    uniqueIndex("policies_policy_no_key").on(t.policyNo),
    uniqueIndex("policies_quotation_key").on(t.quotationId),
    uniqueIndex("policies_payment_key").on(t.paymentId),
    index("policies_partner_issued_idx").on(t.partnerId, t.issuedAt),
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
  },
  (t) => [
    index("policy_members_policy_idx").on(t.policyId),
    index("policy_members_emirates_id_idx").on(t.emiratesId, t.dateOfBirth),
    index("policy_members_passport_idx").on(t.passportNo, t.dateOfBirth),
  ],
);

export const policyNumberSeq = pgSequence("policy_number_seq", { startWith: 1, increment: 1 });

/** Links e-mailed to a customer to pay a quotation without a partner account; only the hash is stored. */
export const paymentLinks = pgTable(
  "payment_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_links_quotation_idx").on(t.quotationId)],
);

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

/** The renewal declaration's questions, as data (seed/renewal-questions.csv). */
export const renewalQuestions = pgTable("renewal_questions", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  text: text("text").notNull(),
  /** The answer that needs no explanation; the other one asks for details. */
  expectedAnswer: boolean("expected_answer").notNull(),
  active: boolean("active").notNull().default(true),
});

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

/**
 * A partner's invitation to a customer (spec §2.2 Invitations): product and journey are data, the reference is the
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
 * A video call a partner booked with a customer (spec §2.2 "Video Call Invite"); the customer's calendar holds it
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
