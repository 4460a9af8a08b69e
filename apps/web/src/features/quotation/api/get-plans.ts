import { type QuotationPlans, quotationPlansResponseSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** GET /api/quotations/:id/plans: every H+ plan priced by the server for the quotation's members, in fils. */
async function getPlans(quotationId: number, signal?: AbortSignal): Promise<QuotationPlans> {
  return quotationPlansResponseSchema.parse(await apiRequest(`/api/quotations/${quotationId}/plans`, { signal }));
}

export const plansQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: quotationKeys.plans(quotationId),
    queryFn: ({ signal }) => getPlans(quotationId, signal),
    // The members may have changed on the previous step: a price shown must be today's for this family.
    refetchOnMount: "always",
  });
