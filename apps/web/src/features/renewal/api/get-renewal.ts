import type { GetRenewalResponse } from "@pp/domain";
import { RENEWAL_API } from "@pp/domain/routing";
import { queryOptions } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/** GET /api/renewals/current: the policy the search found, each member's renewal premium, and the renewal if started. */
async function getRenewal(signal?: AbortSignal): Promise<GetRenewalResponse> {
  return renewalRequest(RENEWAL_API.current, (api) => api.getRenewalResponseSchema, { signal });
}

export const renewalQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.current,
    queryFn: ({ signal }) => getRenewal(signal),
    // The state (due, renewed, …) and the premiums change with the date and with other tabs: always read afresh.
    staleTime: 0,
    meta: renewalMeta,
  });
