import { listRefundsResponseSchema, type RefundListQuery, refundRowSchema } from "@pp/domain";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../api/client";
import { backofficeKeys, toSearchParams } from "../../../../api/query-keys";

/** GET /api/backoffice/refunds */
export const refundsQueryOptions = (query: RefundListQuery) =>
  queryOptions({
    queryKey: backofficeKeys.refunds(query),
    queryFn: async ({ signal }) =>
      listRefundsResponseSchema.parse(await apiRequest(`/api/backoffice/refunds?${toSearchParams(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

/** POST /api/backoffice/refunds/:id/send: the refund row as it stands after the gateway's answer. */
export function useSendRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      refundRowSchema.parse(await apiRequest(`/api/backoffice/refunds/${id}/send`, { method: "POST" })),
    // A refused refund is due again with the gateway's reason: the list reads again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
