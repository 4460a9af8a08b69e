import type { MembersResponse } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { quotationKeys } from "./query-keys";
import { quotationRequest } from "./quotation-request";

/** GET /api/quotations/:id/members (the legacy client\'s getAllMemberFullDetail): members priced by the server, totals in fils. */
function getMembers(quotationId: number, signal?: AbortSignal): Promise<MembersResponse> {
  return quotationRequest(`/api/quotations/${quotationId}/members`, (answers) => answers.membersResponseSchema, {
    signal,
  });
}

export const membersQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: quotationKeys.members(quotationId),
    queryFn: ({ signal }) => getMembers(quotationId, signal),
  });
