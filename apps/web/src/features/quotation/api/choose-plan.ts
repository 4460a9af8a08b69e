import { type QuotationPlans, quotationPlansResponseSchema } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** PUT /api/quotations/:id/plan → 200 with every plan priced again and the one the quotation is now on. */
async function choosePlan({ quotationId, plan }: { quotationId: number; plan: string }) {
  const body = await apiRequest(`/api/quotations/${quotationId}/plan`, { method: "PUT", body: { plan } });
  return quotationPlansResponseSchema.parse(body);
}

export function useChoosePlan(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: string) => choosePlan({ quotationId, plan }),
    onSuccess: (data: QuotationPlans) => {
      queryClient.setQueryData(quotationKeys.plans(quotationId), data);
      // The members' premiums, the review's totals and the status (a finalized application reopens) all changed.
      void queryClient.invalidateQueries({
        queryKey: quotationKeys.detail(quotationId),
        predicate: (query) => query.queryKey[2] !== "plans",
      });
    },
  });
}
