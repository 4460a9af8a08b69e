import { PARTNER_API, type PartnerDetails } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, checkedAnswer } from "../../api/client";
import { sessionQueryKey } from "./session-query-key";

/** GET /api/session: the signed-in partner, or 401 when the session cookie is missing or has expired. */
function getSession(signal?: AbortSignal): Promise<PartnerDetails> {
  // The answer's schema (and zod with it) loads with the request, not with the page: the page paints with the kept
  // details meanwhile.
  return checkedAnswer(
    apiRequest(PARTNER_API.session, { signal }),
    "partner",
    () => import("@pp/domain/partner"),
    (partner) => partner.partnerDetailsSchema,
  );
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // Checked on every layout mount and when the tab regains focus, so an ended session is noticed early.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
