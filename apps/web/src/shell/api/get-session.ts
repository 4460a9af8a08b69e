import { PARTNER_API, type PartnerDetails, partnerDetailsSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { sessionQueryKey } from "./session-query-key";

/** GET /api/session: the signed-in partner, or 401 when the session cookie is missing or has expired. */
async function getSession(signal?: AbortSignal): Promise<PartnerDetails> {
  return partnerDetailsSchema.parse(await apiRequest(PARTNER_API.session, { signal }));
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // Checked on every layout mount and when the tab regains focus, so an ended session is noticed early.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
