import type { GetPolicyDetailResponse, GetQuotationDetailResponse } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../api/client";
import { getPolicyDetail } from "./get-policy-detail";
import { getQuotationDetail } from "./get-quotation-detail";

export type FoundRecord =
  | { kind: "quotation"; quotation: GetQuotationDetailResponse }
  | { kind: "policy"; policy: GetPolicyDetailResponse };

const NOT_FOUND_MESSAGE = "No quotation or policy of yours has this number. Check the number and try again.";

/** A quotation or policy number of the partner's: the quotation first, then the policy; anything else is "not found". */
async function findRecord(number: string): Promise<FoundRecord> {
  const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
  try {
    return { kind: "quotation", quotation: await getQuotationDetail(number) };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  try {
    return { kind: "policy", policy: await getPolicyDetail(number) };
  } catch (error) {
    if (isNotFound(error)) throw new ApiError(404, NOT_FOUND_MESSAGE);
    throw error;
  }
}

export const useFindRecord = () => useMutation({ mutationFn: findRecord });
