import type { ListSellersResponse } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { requestsParsedWith } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

// The answers' schemas (zod, and the quotation and policy schemas they are built from) load with the request.
const backofficeRequest = requestsParsedWith(() => import("@pp/domain/backoffice-api"));

/** GET /api/backoffice/sellers: the users and teams whose records the signed-in user sees (decision 059). */
function listSellers(signal?: AbortSignal): Promise<ListSellersResponse> {
  return backofficeRequest("/api/backoffice/sellers", (answers) => answers.listSellersResponseSchema, { signal });
}

export const sellersQueryOptions = () =>
  queryOptions({ queryKey: [...backofficeKeys.all, "sellers"], queryFn: ({ signal }) => listSellers(signal) });
