import type { RenewalSearch, RenewalSearchResponse } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * POST /api/renewals/search ("Search policy"): the policy of an insured member, by Emirates ID, policy
 * number or passport and date of birth. A hit also grants the permission to renew that policy (httpOnly cookie);
 * 404 "No record found", 429 when this connection searched too often.
 *
 * The answer's schema loads with the request, not with the search page, which a customer often opens on a phone.
 */
async function searchPolicy(search: RenewalSearch): Promise<RenewalSearchResponse> {
  return renewalRequest("/api/renewals/search", (api) => api.renewalSearchResponseSchema, {
    method: "POST",
    body: search,
  });
}

export const useSearchPolicy = () => useMutation({ mutationFn: searchPolicy, meta: renewalMeta });
