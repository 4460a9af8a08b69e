import { type GetDashboardResponse, PARTNER_API } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, checkedAnswer } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

/** GET /api/backoffice/dashboard: the partner's month at a glance (UAE calendar month). */
function getDashboard(signal?: AbortSignal): Promise<GetDashboardResponse> {
  // The answer's schema (and zod with it) loads with the request, not with the home page.
  return checkedAnswer(
    apiRequest(PARTNER_API.dashboard, { signal }),
    "backoffice-list-api",
    () => import("@pp/domain/backoffice-list-api"),
    (answers) => answers.getDashboardResponseSchema,
  );
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [...backofficeKeys.all, "dashboard"], queryFn: ({ signal }) => getDashboard(signal) });
