import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/**
 * POST /api/quotations/:id/finalize {declaration: true} → 200 {status: "finalized"}. 409 with a message when
 * documents or ID numbers are missing; 400 without the declaration.
 */
async function finalizeQuotation(quotationId: number) {
  return apiRequest<{ status: string }>(`/api/quotations/${quotationId}/finalize`, {
    method: "POST",
    body: { declaration: true },
  });
}

export function useFinalizeQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeQuotation,
    onSuccess: (_data, quotationId) => queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) }),
  });
}
