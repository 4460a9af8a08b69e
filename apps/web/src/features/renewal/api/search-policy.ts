import type { RenewalSearch, RenewalSearchResponse } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { renewalMeta } from "./query-keys";

/**
 * POST /api/renewals/search ("Search policy"): the policy of an insured member, by Emirates ID, policy
 * number or passport and date of birth. A hit also grants the permission to renew that policy (httpOnly cookie);
 * 404 "No record found", 429 when this connection searched too often.
 *
 * The answer's schema loads with the request, not with the search page, which a customer often opens on a phone.
 */
async function searchPolicy(search: RenewalSearch): Promise<RenewalSearchResponse> {
  const [answer, { renewalSearchResponseSchema }] = await Promise.all([
    apiRequest("/api/renewals/search", { method: "POST", body: search }),
    import("@pp/domain/renewal-api"),
  ]);
  return renewalSearchResponseSchema.parse(answer);
}

export const useSearchPolicy = () => useMutation({ mutationFn: searchPolicy, meta: renewalMeta });
