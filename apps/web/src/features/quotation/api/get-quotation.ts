import type { QuotationDetail } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { quotationKeys } from "./query-keys";
import { quotationRequest } from "./quotation-request";

/** GET /api/quotations/:id (the legacy client\'s readData / quotation detail fetch): the stored sponsor, status and progress. */
function getQuotation(id: number, signal?: AbortSignal): Promise<QuotationDetail> {
  return quotationRequest(`/api/quotations/${id}`, (answers) => answers.quotationDetailSchema, { signal });
}

export const quotationQueryOptions = (id: number) =>
  queryOptions({ queryKey: quotationKeys.detail(id), queryFn: ({ signal }) => getQuotation(id, signal) });
