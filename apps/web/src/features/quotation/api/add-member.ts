import { type MemberForm, type MembersResponse, membersResponseSchema } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/**
 * POST /api/quotations/:id/members → 201 with the repriced list and totals. 400 names MemberForm fields;
 * 422 when the rate table has no premium for the member.
 */
async function addMember({ quotationId, member }: { quotationId: number; member: MemberForm }) {
  const body = await apiRequest(`/api/quotations/${quotationId}/members`, { method: "POST", body: member });
  return membersResponseSchema.parse(body);
}

export function useAddMember(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: MemberForm) => addMember({ quotationId, member }),
    onSuccess: (data: MembersResponse) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
