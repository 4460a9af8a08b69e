import type { QUOTATION_STEPS } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

export type StepSegment = (typeof QUOTATION_STEPS)[number]["segment"];

/** PUT /api/quotations/:id/progress → 204: the step the partner is on, where a later retrieval lands. */
export async function recordProgress({ quotationId, page }: { quotationId: number; page: StepSegment }) {
  await apiRequest(`/api/quotations/${quotationId}/progress`, { method: "PUT", body: { page } });
}

export const useRecordProgressMutation = () => useMutation({ mutationFn: recordProgress });
