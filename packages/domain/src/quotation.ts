/**
 * The five steps of the purchase stepper, in order, with Basic's route segments under Basic-B2C (each
 * product's routes are in quotation-journey.ts).
 */
export const QUOTATION_STEPS = [
  { key: "sponsor", label: "Sponsor's Details", segment: "sponsordetail" },
  { key: "members", label: "Insurance Member(s) Details", segment: "memberdetail" },
  { key: "documents", label: "Upload Required Documents", segment: "uploaddocuments" },
  { key: "finalize", label: "Finalize Application", segment: "finalizeapplication" },
  { key: "payment", label: "Payment", segment: "paymentreview" },
] as const;
export type QuotationStep = (typeof QUOTATION_STEPS)[number];
export type QuotationStepKey = QuotationStep["key"];

export const QUOTATION_STATUS = {
  DRAFT: "draft",
  FINALIZED: "finalized",
  PAID: "paid",
  POLICY_ISSUED: "policy_issued",
} as const;
export type QuotationStatus = (typeof QUOTATION_STATUS)[keyof typeof QUOTATION_STATUS];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: "Draft",
  finalized: "Finalized",
  paid: "Paid",
  policy_issued: "Policy issued",
};

/** Texts the legacy server answered with; the web decides where to go from them. */
export const QUOTATION_MESSAGES = {
  created: "Quotation created successfully",
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
export const RENEWAL_STEPS = [
  { key: "search", label: "Search policy", segment: "searchpolicy" },
  { key: "details", label: "Policy Details", segment: "policydetailsrenewals" },
  { key: "payment", label: "Payment", segment: "paymentreviewrenewals" },
] as const;
export type RenewalStepKey = (typeof RENEWAL_STEPS)[number]["key"];
