import type { RecordSearchResponse } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { requestsParsedWith } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

// The answer's schema (and zod) loads with the first search, in parallel with it: the top bar is on every signed-in
// page, and with the schema in its chunk every page built zod and the search's schemas just after its first paint.
const searchRequest = requestsParsedWith("record-search-api", () => import("@pp/domain/record-search-api"));

/** GET /api/search: the partner's quotations and policies of every product matching one search text. */
function searchRecords(q: string, signal?: AbortSignal): Promise<RecordSearchResponse> {
  return searchRequest(`/api/search?${new URLSearchParams({ q })}`, (answers) => answers.recordSearchResponseSchema, {
    signal,
  });
}

export const recordSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: backofficeKeys.search(q),
    queryFn: ({ signal }) => searchRecords(q, signal),
    // While the partner types on, the last answer stays on screen instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
