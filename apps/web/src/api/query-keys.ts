import type { PolicyListQuery, QuotationListQuery, RefundListQuery } from "@pp/domain";

/** Cache keys of the back office; an upload invalidates everything under "backoffice". */
export const backofficeKeys = {
  all: ["backoffice"] as const,
  quotations: (query: QuotationListQuery) => ["backoffice", "quotations", query] as const,
  policies: (query: PolicyListQuery) => ["backoffice", "policies", query] as const,
  quotation: (quotationNo: string) => ["backoffice", "quotation", quotationNo.toUpperCase()] as const,
  policy: (policyNo: string) => ["backoffice", "policy", policyNo.toUpperCase()] as const,
  search: (q: string) => ["backoffice", "search", q] as const,
  refunds: (query: RefundListQuery) => ["backoffice", "refunds", query] as const,
};

/** A list query as URL parameters; unset values are left out. */
export function toSearchParams(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

/** The export answers every row the filters match, so paging is left out of its link. */
export function exportHref(path: string, query: Record<string, string | number | undefined>): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return `${path}?${toSearchParams(filters)}`;
}
