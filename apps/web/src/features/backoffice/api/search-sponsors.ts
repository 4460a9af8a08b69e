import { type SponsorSearchResponse, sponsorSearchResponseSchema } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** GET /api/sponsors?q=: the partner's sponsors matching the search, with their quotations and policies. */
async function searchSponsors(q: string, signal?: AbortSignal): Promise<SponsorSearchResponse> {
  return sponsorSearchResponseSchema.parse(await apiRequest(`/api/sponsors?${new URLSearchParams({ q })}`, { signal }));
}

export const sponsorSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["sponsors", q] as const,
    queryFn: ({ signal }) => searchSponsors(q, signal),
    placeholderData: keepPreviousData,
  });
