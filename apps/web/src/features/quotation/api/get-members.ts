import { type MembersResponse, membersResponseSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** GET /api/quotations/:id/members (the legacy client\'s getAllMemberFullDetail): members priced by the server, totals in fils. */
async function getMembers(quotationId: number, signal?: AbortSignal): Promise<MembersResponse> {
  return membersResponseSchema.parse(await apiRequest(`/api/quotations/${quotationId}/members`, { signal }));
}

export const membersQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: quotationKeys.members(quotationId),
    queryFn: ({ signal }) => getMembers(quotationId, signal),
  });
