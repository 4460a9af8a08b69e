import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/**
 * PUT /api/quotations/:id/progress → 204: the step the partner is on (its route segment in the quotation's journey),
 * where a later retrieval lands.
 */
async function recordProgress({ quotationId, page }: { quotationId: number; page: string }) {
  await apiRequest(`/api/quotations/${quotationId}/progress`, { method: "PUT", body: { page } });
}

export const useRecordProgressMutation = () => useMutation({ mutationFn: recordProgress });
