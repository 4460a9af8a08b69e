import { type RecordSearchResponse, recordSearchResponseSchema } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

/** GET /api/search: the partner's quotations and policies of every product matching one search text. */
async function searchRecords(q: string, signal?: AbortSignal): Promise<RecordSearchResponse> {
  return recordSearchResponseSchema.parse(await apiRequest(`/api/search?${new URLSearchParams({ q })}`, { signal }));
}

export const recordSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: backofficeKeys.search(q),
    queryFn: ({ signal }) => searchRecords(q, signal),
    // While the partner types on, the last answer stays on screen instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
