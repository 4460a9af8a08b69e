import type { MemberForm, MembersResponse } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { quotationKeys } from "./query-keys";
import { quotationRequest } from "./quotation-request";

/** PUT /api/quotations/:id/members/:memberId → 200 with the repriced list and totals. */
function updateMember({
  quotationId,
  memberId,
  member,
}: {
  quotationId: number;
  memberId: number;
  member: MemberForm;
}) {
  return quotationRequest(
    `/api/quotations/${quotationId}/members/${memberId}`,
    (answers) => answers.membersResponseSchema,
    { method: "PUT", body: member },
  );
}

export function useUpdateMember(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, member }: { memberId: number; member: MemberForm }) =>
      updateMember({ quotationId, memberId, member }),
    onSuccess: (data: MembersResponse) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
