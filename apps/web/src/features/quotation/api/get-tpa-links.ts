import { PARTNER_API, type TpaLink, tpaLinksResponseSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** GET /api/tpa/links (the legacy client\'s getLinks): table-of-benefits and network links, indexed 0 = NAS, 1 = NEXTCARE. */
async function getTpaLinks(signal?: AbortSignal): Promise<TpaLink[]> {
  return tpaLinksResponseSchema.parse(await apiRequest(PARTNER_API.tpaLinks, { signal }));
}

export const tpaLinksQueryOptions = () =>
  queryOptions({
    queryKey: quotationKeys.tpaLinks,
    queryFn: ({ signal }) => getTpaLinks(signal),
    // Configuration, not data that changes during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
