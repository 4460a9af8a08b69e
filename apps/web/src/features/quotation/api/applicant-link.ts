import { type ApplicantLinkStatus, applicantLinkStatusResponseSchema } from "@pp/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

const url = (quotationId: number) => `/api/quotations/${quotationId}/applicant-link`;

/** GET: the applicant's link of the application — sent, opened, signed — and whether the signature still holds. */
export const applicantLinkQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: quotationKeys.applicantLink(quotationId),
    queryFn: async ({ signal }): Promise<ApplicantLinkStatus> =>
      applicantLinkStatusResponseSchema.parse(await apiRequest(url(quotationId), { signal })),
    staleTime: 0,
  });

/** POST: e-mails the applicant a new link (the earlier one stops working). */
export function useSendApplicantLink(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      applicantLinkStatusResponseSchema.parse(await apiRequest(url(quotationId), { method: "POST" })),
    onSuccess: (data) => queryClient.setQueryData(quotationKeys.applicantLink(quotationId), data),
  });
}
