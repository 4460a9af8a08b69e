import { journeyStepSegment, type QuotationStepKey } from "@pp/domain";
import { useEffect } from "react";
import { useRecordProgressMutation } from "../api/record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";

/**
 * Tells the server which step is open, so a retrieval later lands here. Best effort: a failure only means the
 * retrieval lands on an earlier step, so it is not shown to the user.
 */
export function useRecordProgress(quotationId: number | null, step: QuotationStepKey) {
  const { mutate } = useRecordProgressMutation();
  const page = journeyStepSegment(useQuotationJourney().journey, step);
  useEffect(() => {
    if (quotationId !== null) mutate({ quotationId, page });
  }, [quotationId, page, mutate]);
}
