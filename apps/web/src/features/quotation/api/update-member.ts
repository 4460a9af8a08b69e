import { type MemberForm, type MembersResponse, membersResponseSchema } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** PUT /api/quotations/:id/members/:memberId → 200 with the repriced list and totals. */
async function updateMember({
  quotationId,
  memberId,
  member,
}: {
  quotationId: number;
  memberId: number;
  member: MemberForm;
}) {
  const body = await apiRequest(`/api/quotations/${quotationId}/members/${memberId}`, { method: "PUT", body: member });
  return membersResponseSchema.parse(body);
}

export function useUpdateMember(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, member }: { memberId: number; member: MemberForm }) =>
      updateMember({ quotationId, memberId, member }),
    onSuccess: (data: MembersResponse) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
