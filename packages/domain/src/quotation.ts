import { say } from "./i18n/say";

/** Said once, where two places of this module say the same words. */
const paymentSaid = say(/*i18n*/ { id: "quotation.payment", message: "Payment" });
/** Every step a quotation journey can have, with the stepper's words; each journey lists its own steps in order. */
export const QUOTATION_STEP_LABELS = {
  sponsor: say(/*i18n*/ { id: "quotation.sponsorsDetails", message: "Sponsor's Details" }),
  members: say(/*i18n*/ { id: "quotation.insuranceMemberSDetails", message: "Insurance Member(s) Details" }),
  plan: say(/*i18n*/ { id: "quotation.selectPlan", message: "Select Plan" }),
  declaration: say(/*i18n*/ { id: "quotation.medicalDeclaration", message: "Medical Declaration" }),
  documents: say(/*i18n*/ { id: "quotation.uploadRequiredDocuments", message: "Upload Required Documents" }),
  finalize: say(/*i18n*/ { id: "quotation.finalizeApplication", message: "Finalize Application" }),
  review: say(/*i18n*/ { id: "quotation.underwriting", message: "Underwriting" }),
  payment: paymentSaid,
} as const;
export type QuotationStepKey = keyof typeof QUOTATION_STEP_LABELS;
export type QuotationStep = { key: QuotationStepKey; label: string; segment: string };

const step = (key: QuotationStepKey, segment: string): QuotationStep => ({
  key,
  label: QUOTATION_STEP_LABELS[key],
  segment,
});

/** The spec's five steps of the purchase stepper, in order, with Basic's route segments under Basic-B2C. */
export const QUOTATION_STEPS: readonly QuotationStep[] = [
  step("sponsor", "sponsordetail"),
  step("members", "memberdetail"),
  step("documents", "uploaddocuments"),
  step("finalize", "finalizeapplication"),
  step("payment", "paymentreview"),
];

/**
 * H+ on the main layout's routes: Basic's steps with the choice of a plan and the members' medical declaration after
 * the members (its details page, /additionalque, belongs to the declaration step).
 */
export const HPLUS_STEPS: readonly QuotationStep[] = [
  step("sponsor", "sponsormemberdetail"),
  step("members", "addmember"),
  step("plan", "selectplan"),
  step("declaration", "question"),
  step("documents", "uploaddocument"),
  step("finalize", "finalizeapplication"),
  step("review", "finalizeapplicationreview"),
  step("payment", "paymentreview"),
];

export const QUOTATION_STATUS = {
  DRAFT: "draft",
  /** H+: finalized with a rule hit, waiting for the underwriter. */
  REFERRED: "referred",
  /** H+: the underwriter asked the partner for more; finalizing again returns it to the queue. */
  INFO_REQUESTED: "info_requested",
  /** H+: accepted with a loading or an exclusion, waiting for the partner to accept the terms. */
  TERMS_OFFERED: "terms_offered",
  /** H+: declined by the underwriter; closed. */
  DECLINED: "declined",
  /** Payable: every check passed (and, for H+, underwriting accepted). */
  FINALIZED: "finalized",
  PAID: "paid",
  POLICY_ISSUED: "policy_issued",
} as const;
export type QuotationStatus = (typeof QUOTATION_STATUS)[keyof typeof QUOTATION_STATUS];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: say(/*i18n*/ { id: "quotation.draft", message: "Draft" }),
  referred: say(/*i18n*/ { id: "quotation.referredToUnderwriting", message: "Referred to underwriting" }),
  info_requested: say(/*i18n*/ { id: "common.moreInformationAsked", message: "More information asked" }),
  terms_offered: say(/*i18n*/ { id: "quotation.termsOffered", message: "Terms offered" }),
  declined: say(/*i18n*/ { id: "common.declined", message: "Declined" }),
  finalized: say(/*i18n*/ { id: "quotation.finalized", message: "Finalized" }),
  paid: say(/*i18n*/ { id: "common.paid", message: "Paid" }),
  policy_issued: say(/*i18n*/ { id: "common.policyIssued", message: "Policy issued" }),
};

/** An application that can still change: not paid, not issued, not declined. An edit sends it back to draft. */
export const OPEN_QUOTATION_STATUSES: readonly QuotationStatus[] = [
  QUOTATION_STATUS.DRAFT,
  QUOTATION_STATUS.REFERRED,
  QUOTATION_STATUS.INFO_REQUESTED,
  QUOTATION_STATUS.TERMS_OFFERED,
  QUOTATION_STATUS.FINALIZED,
];

/**
 * An H+ application finalized and with (or past) the underwriter as it stands: finalizing it again changes nothing,
 * and the wizard shows its underwriting review instead of the declaration to confirm.
 */
export const UNDERWRITTEN_STATUSES: readonly QuotationStatus[] = [
  QUOTATION_STATUS.REFERRED,
  QUOTATION_STATUS.TERMS_OFFERED,
  QUOTATION_STATUS.FINALIZED,
];

/** Texts the legacy server answered with; the web decides where to go from them. */
export const QUOTATION_MESSAGES = {
  created: say(/*i18n*/ { id: "quotation.quotationCreatedSuccessfully", message: "Quotation created successfully" }),
  sponsorUpdated: (quotationId: number | string) => `Sponsor updated for : ${quotationId}`,
} as const;

export const QUOTATION_NUMBER_PREFIX = "BQ";
export const QUOTATION_NUMBER_PATTERN = /^BQ-\d{4}-\d{6,}$/;

/** "BQ-2026-000123". The sequence is padded to six digits and simply grows past 999999. */
export function formatQuotationNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Invalid year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Invalid sequence: ${sequence}`);
  return `${QUOTATION_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The renewal progress bar. */
export const RENEWAL_ROUTE_BASE = "/Basic-Renewals";
/**
 * The same renewal screens inside the partner's shell (sidebar, partner wording), for a renewal the partner starts
 * for a customer; the customer's own pages stay under RENEWAL_ROUTE_BASE as the spec names them.
 */
export const PARTNER_RENEWAL_ROUTE_BASE = "/renewal";
/** Each renewal screen's address under RENEWAL_ROUTE_BASE (or the partner's base), as the spec names them. */
export const RENEWAL_SEGMENTS = {
  search: "searchpolicy",
  details: "policydetailsrenewals",
  questions: "question",
  finalize: "finalizeapplicationrenewals",
  payment: "paymentreviewrenewals",
  result: "paymentsuccessrenewals",
  /** The payment result of a renewal paid through a partner's invitation. */
  invitationResult: "invitations-renewal",
} as const;

/** A renewal screen's address: the customer's (RENEWAL_ROUTE_BASE) unless the partner's base is given. */
export const renewalStepPath = (step: keyof typeof RENEWAL_SEGMENTS, base: string = RENEWAL_ROUTE_BASE) =>
  `${base}/${RENEWAL_SEGMENTS[step]}`;
export const RENEWAL_STEPS = [
  {
    key: "search",
    label: say(/*i18n*/ { id: "quotation.searchPolicy", message: "Search policy" }),
    segment: RENEWAL_SEGMENTS.search,
  },
  {
    key: "details",
    label: say(/*i18n*/ { id: "quotation.policyDetails", message: "Policy Details" }),
    segment: RENEWAL_SEGMENTS.details,
  },
  {
    key: "payment",
    label: paymentSaid,
    segment: RENEWAL_SEGMENTS.payment,
  },
] as const;
export type RenewalStepKey = (typeof RENEWAL_STEPS)[number]["key"];
