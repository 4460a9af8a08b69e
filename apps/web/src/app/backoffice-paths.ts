import { type PolicyView, PRODUCT_CATALOGUE, type Product } from "@pp/domain";

/**
 * Where the back office's screens live, from each product's description. Lists and detail pages link to one another
 * through these, so a route renamed in the description is renamed everywhere.
 */
export const quotationListPath = (product: Product) => PRODUCT_CATALOGUE[product].quotationList;
export const policyListPath = (product: Product) => PRODUCT_CATALOGUE[product].policyList;

export const quotationDetailPath = (product: Product, quotationNo: string) =>
  `${PRODUCT_CATALOGUE[product].quotationDetail}/${encodeURIComponent(quotationNo)}`;

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
