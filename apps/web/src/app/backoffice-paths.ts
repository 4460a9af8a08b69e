import type { PolicyView, Product } from "@pp/domain";

/**
 * Where the back office's screens live. Lists and detail pages link to one another through these,
 * so a route renamed here is renamed everywhere.
 */
const QUOTATION_LISTS: Record<Product, string> = {
  hplus: "/quotation",
  basic: "/quotationbasic",
  pa: "/quotation-pa",
  term: "/quotation-tp",
};

const POLICY_LISTS: Record<Product, string> = {
  hplus: "/policies/all",
  basic: "/policieNewBusinessAll/all",
  pa: "/policies-pa",
  term: "/policies-tp",
};

/** Spec §2.3 names a quotation detail route for H+ (QuotationH), Term (quotationdetail-tp) and the rest. */
const QUOTATION_DETAILS: Record<Product, string> = {
  hplus: "/QuotationH",
  basic: "/quotationdetail",
  pa: "/quotationdetail",
  term: "/quotationdetail-tp",
};

export const quotationListPath = (product: Product) => QUOTATION_LISTS[product];
export const policyListPath = (product: Product) => POLICY_LISTS[product];

export const quotationDetailPath = (product: Product, quotationNo: string) =>
  `${QUOTATION_DETAILS[product]}/${encodeURIComponent(quotationNo)}`;

/** The Basic policy lists open their own detail routes (QuotationNewBusiness/{id} …); others policydetails. */
export type PolicyDetailBase =
  | "/policydetails"
  | "/QuotationNewBusiness"
  | "/QuotationRenewals"
  | "/QuotationPendingRenewals"
  | "/QuotationNewBusinessAll";

export const policyDetailPath = (policyNo: string, base: PolicyDetailBase = "/policydetails") =>
  `${base}/${encodeURIComponent(policyNo)}`;

export const additionalDocumentsPath = (number?: string) =>
  number ? `/upload-additional-documents?number=${encodeURIComponent(number)}` : "/upload-additional-documents";

/** What a policy list is called, by its view (entry names). */
export const POLICY_VIEW_TITLES: Record<PolicyView, string> = {
  all: "policies",
  nb: "new business policies",
  pending: "pending renewals",
  renewals: "renewed policies",
  active: "active policies",
  expired: "expired policies",
  renewed: "policies since renewed",
};

export const receiptHref = (policyNo: string, { download = false } = {}) =>
  `/api/policies/${encodeURIComponent(policyNo)}/receipt.pdf${download ? "?download=1" : ""}`;
export const scheduleHref = (policyNo: string, { download = false } = {}) =>
  `/api/policies/${encodeURIComponent(policyNo)}/schedule.pdf${download ? "?download=1" : ""}`;
export const documentHref = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}?inline=1`;
