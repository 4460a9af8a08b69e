import { getPolicyDetailResponseSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

/** GET /api/backoffice/policies/:policyNo; 404 "Policy not found." also for another partner's. */
export async function getPolicyDetail(policyNo: string, signal?: AbortSignal) {
  const path = `/api/backoffice/policies/${encodeURIComponent(policyNo)}`;
  return getPolicyDetailResponseSchema.parse(await apiRequest(path, { signal }));
}

export const policyDetailQueryOptions = (policyNo: string) =>
  queryOptions({
    queryKey: backofficeKeys.policy(policyNo),
    queryFn: ({ signal }) => getPolicyDetail(policyNo, signal),
  });
