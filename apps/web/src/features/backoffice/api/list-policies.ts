import { type ListPoliciesResponse, listPoliciesResponseSchema, type PolicyListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { backofficeKeys, exportHref, toSearchParams } from "../../../api/query-keys";

const LIST_PATH = "/api/backoffice/policies";

/** GET /api/backoffice/policies: one page of the partner's policies of one product and view. */
async function listPolicies(query: PolicyListQuery, signal?: AbortSignal): Promise<ListPoliciesResponse> {
  return listPoliciesResponseSchema.parse(await apiRequest(`${LIST_PATH}?${toSearchParams(query)}`, { signal }));
}

export const policyListQueryOptions = (query: PolicyListQuery) =>
  queryOptions({
    queryKey: backofficeKeys.policies(query),
    queryFn: ({ signal }) => listPolicies(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/backoffice/policies/export.csv: every policy the same filters match, as a download. */
export const policyExportHref = (query: PolicyListQuery) => exportHref(`${LIST_PATH}/export.csv`, query);
