import type { RenewalCodeVerifyRequest } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * POST /api/renewals/current/code/verify: the code from the e-mail. 400 a wrong code (with the tries left, on the
 * `code` field), 410 expired, 429 too many wrong codes, 409 no code or a newer one sent: the last three need a new code.
 */
async function verifyRenewalCode(request: RenewalCodeVerifyRequest) {
  return renewalRequest("/api/renewals/current/code/verify", (api) => api.verifyRenewalCodeResponseSchema, {
    method: "POST",
    body: request,
  });
}

export function useVerifyRenewalCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRenewalCode,
    meta: renewalMeta,
    // Every renewal screen now shows the full details.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
