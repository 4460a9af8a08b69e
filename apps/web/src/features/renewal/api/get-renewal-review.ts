import type { GetRenewalReviewResponse } from "@pp/domain";
import { RENEWAL_API } from "@pp/domain/routing";
import { queryOptions } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

export const RENEWAL_STATUS = {
  DRAFT: "draft",
  FINALIZED: "finalized",
  PAID: "paid",
  ISSUED: "policy_issued",
} as const;

/** GET /api/renewals/current/review: the renewal as started, with the answers; 409 before it was started. */
async function getRenewalReview(signal?: AbortSignal): Promise<GetRenewalReviewResponse> {
  return renewalRequest(RENEWAL_API.review, (api) => api.getRenewalReviewResponseSchema, { signal });
}

export const renewalReviewQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.review,
    queryFn: ({ signal }) => getRenewalReview(signal),
    // Status and answers change on every step: always read afresh.
    staleTime: 0,
    gcTime: 0,
    meta: renewalMeta,
  });
