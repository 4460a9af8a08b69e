import { PARTNER_API, type TpaLink } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, checkedAnswer } from "../../../api/client";
import { quotationKeys } from "./query-keys";

/** GET /api/tpa/links (the legacy client\'s getLinks): table-of-benefits and network links, indexed 0 = NAS, 1 = NEXTCARE. */
function getTpaLinks(signal?: AbortSignal): Promise<TpaLink[]> {
  // The answer's schema (and zod with it) loads with the request, not with the page that shows the links.
  return checkedAnswer(
    apiRequest(PARTNER_API.tpaLinks, { signal }),
    "tpa-api",
    () => import("@pp/domain/tpa-api"),
    (answers) => answers.tpaLinksResponseSchema,
  );
}

export const tpaLinksQueryOptions = () =>
  queryOptions({
    queryKey: quotationKeys.tpaLinks,
    queryFn: ({ signal }) => getTpaLinks(signal),
    // Configuration, not data that changes during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
