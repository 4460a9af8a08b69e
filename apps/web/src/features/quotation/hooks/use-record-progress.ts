import { useEffect } from "react";
import { type StepSegment, useRecordProgressMutation } from "../api/record-progress";

/**
 * Tells the server which step is open, so a retrieval later lands here. Best effort: a failure only means the
 * retrieval lands on an earlier step, so it is not shown to the user.
 */
export function useRecordProgress(quotationId: number | null, page: StepSegment) {
  const { mutate } = useRecordProgressMutation();
  useEffect(() => {
    if (quotationId !== null) mutate({ quotationId, page });
  }, [quotationId, page, mutate]);
}
