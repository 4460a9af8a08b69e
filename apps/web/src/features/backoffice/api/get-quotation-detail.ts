import type { GetQuotationDetailResponse } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { requestsParsedWith } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

// The answers' schemas (zod, and the quotation and policy schemas they are built from) load with the request.
const backofficeRequest = requestsParsedWith("backoffice-api", () => import("@pp/domain/backoffice-api"));

/** GET /api/backoffice/quotations/:quotationNo; 404 "Quotation not found." also for another partner's. */
export function getQuotationDetail(quotationNo: string, signal?: AbortSignal): Promise<GetQuotationDetailResponse> {
  const path = `/api/backoffice/quotations/${encodeURIComponent(quotationNo)}`;
  return backofficeRequest(path, (answers) => answers.getQuotationDetailResponseSchema, { signal });
}

export const quotationDetailQueryOptions = (quotationNo: string) =>
  queryOptions({
    queryKey: backofficeKeys.quotation(quotationNo),
    queryFn: ({ signal }) => getQuotationDetail(quotationNo, signal),
  });
