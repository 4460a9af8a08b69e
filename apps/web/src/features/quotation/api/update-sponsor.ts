import type { QuotationSavedResponse, SponsorPayload } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { quotationKeys } from "./query-keys";
import { quotationRequest } from "./quotation-request";

type UpdateSponsorInput = { quotationId: number; payload: SponsorPayload };

/**
 * PUT /api/quotations/:id/sponsor: 200 {message: "Sponsor updated for : {id}", …}; 409 once the quotation is paid.
 * A TPA change reprices the members, so the whole quotation is refetched afterwards.
 */
function updateSponsor({ quotationId, payload }: UpdateSponsorInput): Promise<QuotationSavedResponse> {
  return quotationRequest(`/api/quotations/${quotationId}/sponsor`, (answers) => answers.quotationSavedResponseSchema, {
    method: "PUT",
    body: payload,
  });
}

export function useUpdateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSponsor,
    onSuccess: (_data, { quotationId }) =>
      queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) }),
  });
}
