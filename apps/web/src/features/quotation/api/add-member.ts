import type { MemberForm, MembersResponse } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { quotationKeys } from "./query-keys";
import { quotationRequest } from "./quotation-request";

/**
 * POST /api/quotations/:id/members → 201 with the repriced list and totals. 400 names MemberForm fields;
 * 422 when the rate table has no premium for the member.
 */
function addMember({ quotationId, member }: { quotationId: number; member: MemberForm }) {
  return quotationRequest(`/api/quotations/${quotationId}/members`, (answers) => answers.membersResponseSchema, {
    method: "POST",
    body: member,
  });
}

export function useAddMember(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: MemberForm) => addMember({ quotationId, member }),
    onSuccess: (data: MembersResponse) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
