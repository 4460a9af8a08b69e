import { useMutation, useQueryClient } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * POST /api/renewals/current/finalize: the declaration of accuracy and consent, and the separate opt-in to marketing;
 * 409 before the questions are answered.
 */
async function finalizeRenewal({ marketingOptIn }: { marketingOptIn: boolean }) {
  return renewalRequest("/api/renewals/current/finalize", (api) => api.finalizeRenewalResponseSchema, {
    method: "POST",
    body: { declaration: true, marketingOptIn },
  });
}

export function useFinalizeRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeRenewal,
    meta: renewalMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.review }),
  });
}
