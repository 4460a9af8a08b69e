import {
  type QuotationUnderwriting,
  quotationUnderwritingResponseSchema,
  underwritingStatusResponseSchema,
} from "@pp/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** GET /api/quotations/:id/underwriting: the status, the rule hits, the underwriter's decisions and the premiums. */
async function getUnderwriting(quotationId: number, signal?: AbortSignal): Promise<QuotationUnderwriting> {
  return quotationUnderwritingResponseSchema.parse(
    await apiRequest(`/api/quotations/${quotationId}/underwriting`, { signal }),
  );
}

export const underwritingQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: quotationKeys.underwriting(quotationId),
    queryFn: ({ signal }) => getUnderwriting(quotationId, signal),
    // The underwriter decides on another screen: what is shown is always read afresh.
    staleTime: 0,
  });

/** POST /api/quotations/:id/underwriting/accept-terms → the application is payable at its loaded premium. */
export function useAcceptTerms(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      underwritingStatusResponseSchema.parse(
        await apiRequest(`/api/quotations/${quotationId}/underwriting/accept-terms`, { method: "POST" }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) }),
  });
}
