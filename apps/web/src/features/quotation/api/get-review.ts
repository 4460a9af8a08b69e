import { type QuotationReview, reviewSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

export const reviewQueryKey = (quotationId: number) => ["quotation", quotationId, "review"] as const;

/** GET /api/quotations/:id/review: everything the quotation holds, with the amounts the server computed (fils). */
async function getReview(quotationId: number, signal?: AbortSignal): Promise<QuotationReview> {
  return reviewSchema.parse(await apiRequest(`/api/quotations/${quotationId}/review`, { signal }));
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
