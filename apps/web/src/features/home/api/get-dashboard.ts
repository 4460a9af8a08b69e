import { type GetDashboardResponse, getDashboardResponseSchema, PARTNER_API } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

/** GET /api/backoffice/dashboard: the partner's month at a glance (UAE calendar month). */
async function getDashboard(signal?: AbortSignal): Promise<GetDashboardResponse> {
  return getDashboardResponseSchema.parse(await apiRequest(PARTNER_API.dashboard, { signal }));
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [...backofficeKeys.all, "dashboard"], queryFn: ({ signal }) => getDashboard(signal) });
