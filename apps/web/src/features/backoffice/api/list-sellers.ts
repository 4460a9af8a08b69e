import { type ListSellersResponse, listSellersResponseSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

/** GET /api/backoffice/sellers: the users and teams whose records the signed-in user sees (decision 059). */
async function listSellers(signal?: AbortSignal): Promise<ListSellersResponse> {
  return listSellersResponseSchema.parse(await apiRequest("/api/backoffice/sellers", { signal }));
}

export const sellersQueryOptions = () =>
  queryOptions({ queryKey: [...backofficeKeys.all, "sellers"], queryFn: ({ signal }) => listSellers(signal) });
