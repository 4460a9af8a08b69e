import { type ListQuotationsResponse, listQuotationsResponseSchema, type QuotationListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { backofficeKeys, exportHref, toSearchParams } from "../../../api/query-keys";

const LIST_PATH = "/api/backoffice/quotations";

/** GET /api/backoffice/quotations: one page of the partner's quotations of one product. */
async function listQuotations(query: QuotationListQuery, signal?: AbortSignal): Promise<ListQuotationsResponse> {
  return listQuotationsResponseSchema.parse(await apiRequest(`${LIST_PATH}?${toSearchParams(query)}`, { signal }));
}

export const quotationListQueryOptions = (query: QuotationListQuery) =>
  queryOptions({
    queryKey: backofficeKeys.quotations(query),
    queryFn: ({ signal }) => listQuotations(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/backoffice/quotations/export.csv: every quotation the same filters match, as a download. */
export const quotationExportHref = (query: QuotationListQuery) => exportHref(`${LIST_PATH}/export.csv`, query);
