import { PRODUCTS } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

export const dashboardSchema = z.object({
  quotationsInProgress: z.number().int(),
  policiesThisMonth: z.number().int(),
  premiumThisMonthFils: z.number().int(),
  renewalsDueIn30Days: z.number().int(),
  latestQuotations: z.array(
    z.object({
      quotationNo: z.string(),
      id: z.number().int(),
      product: z.enum(PRODUCTS),
      // A renewal's quotation goes on in the renewal journey, never in the new-business wizard.
      journey: z.string(),
      status: z.string(),
      sponsorName: z.string(),
      lastVisitedPage: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/backoffice/dashboard: the partner's month at a glance (UAE calendar month). */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return dashboardSchema.parse(await apiRequest("/api/backoffice/dashboard", { signal }));
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [...backofficeKeys.all, "dashboard"], queryFn: ({ signal }) => getDashboard(signal) });
