import type { ListPoliciesResponse, PolicyListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { requestsParsedWith } from "../../../api/client";
import { backofficeKeys, exportHref, toSearchParams } from "../../../api/query-keys";

// The answer's schema (zod, and the lists' rows only: not the records' schemas) loads with the request.
const backofficeRequest = requestsParsedWith("backoffice-list-api", () => import("@pp/domain/backoffice-list-api"));

const LIST_PATH = "/api/backoffice/policies";

/** GET /api/backoffice/policies: one page of the partner's policies of one product and view. */
function listPolicies(query: PolicyListQuery, signal?: AbortSignal): Promise<ListPoliciesResponse> {
  return backofficeRequest(`${LIST_PATH}?${toSearchParams(query)}`, (answers) => answers.listPoliciesResponseSchema, {
    signal,
  });
}

export const policyListQueryOptions = (query: PolicyListQuery) =>
  queryOptions({
    queryKey: backofficeKeys.policies(query),
    queryFn: ({ signal }) => listPolicies(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/backoffice/policies/export.csv: every policy the same filters match, as a download. */
export const policyExportHref = (query: PolicyListQuery) => exportHref(`${LIST_PATH}/export.csv`, query);
