import { type QuotationDetail, quotationDetailSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** GET /api/quotations/:id (the legacy client\'s readData / quotation detail fetch): the stored sponsor, status and progress. */
async function getQuotation(id: number, signal?: AbortSignal): Promise<QuotationDetail> {
  return quotationDetailSchema.parse(await apiRequest(`/api/quotations/${id}`, { signal }));
}

export const quotationQueryOptions = (id: number) =>
  queryOptions({ queryKey: quotationKeys.detail(id), queryFn: ({ signal }) => getQuotation(id, signal) });
