import type { ListQuotationsResponse, QuotationListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { requestsParsedWith } from "../../../api/client";
import { backofficeKeys, exportHref, toSearchParams } from "../../../api/query-keys";

// The answer's schema (zod, and the lists' rows only: not the records' schemas) loads with the request.
const backofficeRequest = requestsParsedWith("backoffice-list-api", () => import("@pp/domain/backoffice-list-api"));

const LIST_PATH = "/api/backoffice/quotations";

/** GET /api/backoffice/quotations: one page of the partner's quotations of one product. */
function listQuotations(query: QuotationListQuery, signal?: AbortSignal): Promise<ListQuotationsResponse> {
  return backofficeRequest(`${LIST_PATH}?${toSearchParams(query)}`, (answers) => answers.listQuotationsResponseSchema, {
    signal,
  });
}

export const quotationListQueryOptions = (query: QuotationListQuery) =>
  queryOptions({
    queryKey: backofficeKeys.quotations(query),
    queryFn: ({ signal }) => listQuotations(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/backoffice/quotations/export.csv: every quotation the same filters match, as a download. */
export const quotationExportHref = (query: QuotationListQuery) => exportHref(`${LIST_PATH}/export.csv`, query);
