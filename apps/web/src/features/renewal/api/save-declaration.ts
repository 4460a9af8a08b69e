import type { RenewalDeclarationRequest } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * PUT /api/renewals/current/declaration: every question for every member. 400 field errors are keyed
 * "<member_sno>.<questionId>" ("Answer this question.", "Tell us more about this answer.").
 */
async function saveDeclaration(request: RenewalDeclarationRequest) {
  return renewalRequest("/api/renewals/current/declaration", (api) => api.saveRenewalDeclarationResponseSchema, {
    method: "PUT",
    body: request,
  });
}

export function useSaveDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeclaration,
    meta: renewalMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.review }),
  });
}
