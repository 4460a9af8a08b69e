import { type MembersResponse, membersResponseSchema } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** DELETE /api/quotations/:id/members/:memberId → 200 with the remaining members and totals. */
async function removeMember({ quotationId, memberId }: { quotationId: number; memberId: number }) {
  const body = await apiRequest(`/api/quotations/${quotationId}/members/${memberId}`, { method: "DELETE" });
  return membersResponseSchema.parse(body);
}

export function useRemoveMember(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeMember({ quotationId, memberId }),
    onSuccess: (data: MembersResponse) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
