import type { RenewalSaveRequest } from "@pp/domain";
import { RENEWAL_API } from "@pp/domain/routing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * PUT /api/renewals/current: starts (or updates) the renewal with the members kept and the contact details.
 * 400 field errors (renewalSaveRequestSchema's messages), 409 when the policy cannot be renewed now.
 */
async function saveRenewal(request: RenewalSaveRequest) {
  return renewalRequest(RENEWAL_API.current, (api) => api.saveRenewalResponseSchema, {
    method: "PUT",
    body: request,
  });
}

export function useSaveRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRenewal,
    meta: renewalMeta,
    // Saving re-creates the renewal's members (and reopens it): the review must be read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
