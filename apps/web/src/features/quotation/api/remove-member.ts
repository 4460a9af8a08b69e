import type { MembersResponse } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { quotationKeys } from "./query-keys";
import { quotationRequest } from "./quotation-request";

/** DELETE /api/quotations/:id/members/:memberId → 200 with the remaining members and totals. */
function removeMember({ quotationId, memberId }: { quotationId: number; memberId: number }) {
  return quotationRequest(
    `/api/quotations/${quotationId}/members/${memberId}`,
    (answers) => answers.membersResponseSchema,
    { method: "DELETE" },
  );
}

export function useRemoveMember(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeMember({ quotationId, memberId }),
    onSuccess: (data: MembersResponse) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
