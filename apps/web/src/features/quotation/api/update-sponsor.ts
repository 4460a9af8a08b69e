import { type QuotationSavedResponse, quotationSavedResponseSchema, type SponsorPayload } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

type UpdateSponsorInput = { quotationId: number; payload: SponsorPayload };

/**
 * PUT /api/quotations/:id/sponsor: 200 {message: "Sponsor updated for : {id}", …}; 409 once the quotation is paid.
 * A TPA change reprices the members, so the whole quotation is refetched afterwards.
 */
async function updateSponsor({ quotationId, payload }: UpdateSponsorInput): Promise<QuotationSavedResponse> {
  const body = await apiRequest(`/api/quotations/${quotationId}/sponsor`, { method: "PUT", body: payload });
  return quotationSavedResponseSchema.parse(body);
}

export function useUpdateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSponsor,
    onSuccess: (_data, { quotationId }) =>
      queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) }),
  });
}
