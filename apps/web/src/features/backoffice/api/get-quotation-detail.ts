import { getQuotationDetailResponseSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

/** GET /api/backoffice/quotations/:quotationNo; 404 "Quotation not found." also for another partner's. */
export async function getQuotationDetail(quotationNo: string, signal?: AbortSignal) {
  const path = `/api/backoffice/quotations/${encodeURIComponent(quotationNo)}`;
  return getQuotationDetailResponseSchema.parse(await apiRequest(path, { signal }));
}

export const quotationDetailQueryOptions = (quotationNo: string) =>
  queryOptions({
    queryKey: backofficeKeys.quotation(quotationNo),
    queryFn: ({ signal }) => getQuotationDetail(quotationNo, signal),
  });
