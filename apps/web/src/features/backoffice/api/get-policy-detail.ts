import type { GetPolicyDetailResponse } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { requestsParsedWith } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

// The answers' schemas (zod, and the quotation and policy schemas they are built from) load with the request.
const backofficeRequest = requestsParsedWith("backoffice-api", () => import("@pp/domain/backoffice-api"));

/** GET /api/backoffice/policies/:policyNo; 404 "Policy not found." also for another partner's. */
export function getPolicyDetail(policyNo: string, signal?: AbortSignal): Promise<GetPolicyDetailResponse> {
  const path = `/api/backoffice/policies/${encodeURIComponent(policyNo)}`;
  return backofficeRequest(path, (answers) => answers.getPolicyDetailResponseSchema, { signal });
}

export const policyDetailQueryOptions = (policyNo: string) =>
  queryOptions({
    queryKey: backofficeKeys.policy(policyNo),
    queryFn: ({ signal }) => getPolicyDetail(policyNo, signal),
  });
