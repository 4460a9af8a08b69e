import type { DocumentsForm } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/**
 * PUT /api/quotations/:id/documents (the legacy API\'s "Sponsor and members update"): the step-3 form; 200 {success: true}.
 * 400 names fields by their form path ("sponsor.emiratesId", "members.0.passportNo", …). Saving reopens
 * a finalized quotation, so everything cached about it is refetched.
 */
async function saveDocuments({ quotationId, form }: { quotationId: number; form: DocumentsForm }) {
  return apiRequest<{ success: boolean }>(`/api/quotations/${quotationId}/documents`, { method: "PUT", body: form });
}

export function useSaveDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocuments,
    onSuccess: (_data, { quotationId }) =>
      queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) }),
  });
}
