import { PRODUCT_CATALOGUE, PRODUCTS, type Product } from "@pp/domain/routing";

/**
 * Where the back office's screens live, from each product's description. Lists and detail pages link to one another
 * through these, so a route renamed in the description is renamed everywhere.
 */
export const quotationListPath = (product: Product) => PRODUCT_CATALOGUE[product].quotationList;
export const policyListPath = (product: Product) => PRODUCT_CATALOGUE[product].policyList;

export const quotationDetailPath = (product: Product, quotationNo: string) =>
  `${PRODUCT_CATALOGUE[product].quotationDetail}/${encodeURIComponent(quotationNo)}`;

/** The Basic policy lists of the sidebar, and the detail route each opens. */
export const BASIC_POLICY_LISTS = [
  { list: "policieNewBusiness", view: "nb", detail: "/QuotationNewBusiness" },
  { list: "policiePendingRenewals", view: "pending", detail: "/QuotationPendingRenewals" },
  { list: "policieRenewals", view: "renewals", detail: "/QuotationRenewals" },
  { list: "policieNewBusinessAll", view: "all", detail: "/QuotationNewBusinessAll" },
] as const;
type BasicPolicyView = (typeof BASIC_POLICY_LISTS)[number]["view"];

export const basicPolicyListPath = (view: BasicPolicyView) => {
  const { list } = BASIC_POLICY_LISTS.find((l) => l.view === view)!;
  return `/${list}/${view}`;
};

/** H+ policies due for renewal (renewed on the H+ site; the list is the portal's). */
export const HPLUS_PENDING_RENEWALS_ROUTE = "renewalpolicies";
export const HPLUS_PENDING_RENEWALS_PATH = `/${HPLUS_PENDING_RENEWALS_ROUTE}/renewals`;

/** The routes of each product's policy lists that take the view from the address (policies/{type}) or have one. */
export const POLICY_LIST_ROUTES = {
  hplus: "policies/:type",
  basic: "policiesbasic/:type",
  pa: "policies-pa",
  term: "policies-tp",
} as const;

/** A policy's own page; the Basic lists open theirs under their own routes (QuotationNewBusiness/{id} …). */
export const POLICY_DETAIL_ROUTE = "policydetails/:number";
export const basicPolicyDetailRoute = (detail: PolicyDetailBase) => `${detail.slice(1)}/:number`;
/** A quotation's page, under its product's route (Basic and PA share one). */
export const quotationDetailRoute = (product: Product) =>
  `${PRODUCT_CATALOGUE[product].quotationDetail.slice(1)}/:number`;

/** Every route that shows a list of policies: the products' own, H+ renewals due, and the Basic lists of the sidebar. */
export const ALL_POLICY_LIST_ROUTES = [
  ...Object.values(POLICY_LIST_ROUTES),
  `${HPLUS_PENDING_RENEWALS_ROUTE}/:type`,
  ...BASIC_POLICY_LISTS.map(({ list }) => `${list}/:id`),
];

/** The Basic policy lists open their own detail routes (QuotationNewBusiness/{id} …); others policydetails. */
export type PolicyDetailBase =
  | "/policydetails"
  | "/QuotationNewBusiness"
  | "/QuotationRenewals"
  | "/QuotationPendingRenewals"
  | "/QuotationNewBusinessAll";

export const policyDetailPath = (policyNo: string, base: PolicyDetailBase = "/policydetails") =>
  `${base}/${encodeURIComponent(policyNo)}`;

/** The sponsor's record (/sponsordetail), found by the sponsor's e-mail address. */
export const sponsorRecordPath = (email: string) => `/sponsordetail?${new URLSearchParams({ q: email })}`;

export const additionalDocumentsPath = (number?: string) =>
  number ? `/upload-additional-documents?number=${encodeURIComponent(number)}` : "/upload-additional-documents";

export const receiptHref = (policyNo: string, { download = false } = {}) =>
  `/api/policies/${encodeURIComponent(policyNo)}/receipt.pdf${download ? "?download=1" : ""}`;
export const taxInvoiceHref = (policyNo: string, { download = false } = {}) =>
  `/api/policies/${encodeURIComponent(policyNo)}/tax-invoice.pdf${download ? "?download=1" : ""}`;
/** One of a policy's tax invoices or tax credit notes, by its number. */
export const taxDocumentHref = (policyNo: string, number: string) =>
  `/api/policies/${encodeURIComponent(policyNo)}/tax-documents/${encodeURIComponent(number)}`;
export const scheduleHref = (policyNo: string, { download = false } = {}) =>
  `/api/policies/${encodeURIComponent(policyNo)}/schedule.pdf${download ? "?download=1" : ""}`;
/** The members' health cards of a policy: all in one PDF, or one member's as a PNG for the phone. */
export const memberCardsHref = (policyNo: string) => `/api/policies/${encodeURIComponent(policyNo)}/member-cards.pdf`;
export const memberCardPngHref = (policyNo: string, memberId: number) =>
  `/api/policies/${encodeURIComponent(policyNo)}/members/${memberId}/card.png`;
export const documentHref = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}?inline=1`;

/** Changes to an issued policy, opened from its detail page, and the refunds they leave due. */
export const addMembersPath = (policyNo: string) => `${policyDetailPath(policyNo)}/add-members`;
export const removeMembersPath = (policyNo: string) => `${policyDetailPath(policyNo)}/remove-members`;
export const cancelPolicyPath = (policyNo: string) => `${policyDetailPath(policyNo)}/cancel`;
export const REFUNDS_PATH = "/refunds";

/** Every route that shows one quotation or one policy. */
export const ALL_RECORD_ROUTES = [
  POLICY_DETAIL_ROUTE,
  ...BASIC_POLICY_LISTS.map(({ detail }) => basicPolicyDetailRoute(detail)),
  ...PRODUCTS.map(quotationDetailRoute),
];
