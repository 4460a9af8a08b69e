import type { ListSellersResponse } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { requestsParsedWith } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

// The answer's schema (zod, and the lists' rows only: not the records' schemas) loads with the request.
const backofficeRequest = requestsParsedWith("backoffice-list-api", () => import("@pp/domain/backoffice-list-api"));

/** GET /api/backoffice/sellers: the users and teams whose records the signed-in user sees (decision 059). */
function listSellers(signal?: AbortSignal): Promise<ListSellersResponse> {
  return backofficeRequest("/api/backoffice/sellers", (answers) => answers.listSellersResponseSchema, { signal });
}

export const sellersQueryOptions = () =>
  queryOptions({ queryKey: [...backofficeKeys.all, "sellers"], queryFn: ({ signal }) => listSellers(signal) });
