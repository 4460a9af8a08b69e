import type { QuotationReview } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { quotationRequest } from "./quotation-request";

export const reviewQueryKey = (quotationId: number) => ["quotation", quotationId, "review"] as const;

/** GET /api/quotations/:id/review: everything the quotation holds, with the amounts the server computed (fils). */
function getReview(quotationId: number, signal?: AbortSignal): Promise<QuotationReview> {
  return quotationRequest(`/api/quotations/${quotationId}/review`, (answers) => answers.reviewSchema, { signal });
}

export const reviewQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: reviewQueryKey(quotationId),
    queryFn: ({ signal }) => getReview(quotationId, signal),
    // Any earlier step may have reopened the quotation: status and amounts are always read afresh.
    staleTime: 0,
    gcTime: 0,
  });
export type { QuotationReview };
