import { type RenewalDeclarationRequest, saveRenewalDeclarationResponseSchema } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { renewalKeys, renewalMeta } from "./query-keys";

/**
 * PUT /api/renewals/current/declaration: every question for every member. 400 field errors are keyed
 * "<member_sno>.<questionId>" ("Answer this question.", "Tell us more about this answer.").
 */
async function saveDeclaration(request: RenewalDeclarationRequest) {
  return saveRenewalDeclarationResponseSchema.parse(
    await apiRequest("/api/renewals/current/declaration", { method: "PUT", body: request }),
  );
}

export function useSaveDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeclaration,
    meta: renewalMeta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalKeys.review }),
  });
}
