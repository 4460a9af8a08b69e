import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig, publicConfigSchema } from "@pp/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { parseJsonWith } from "../../api/parse-json";

/** GET /api/config: version, customer-relations contacts and the external product sites (no sign-in needed). */
async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiRequest("/api/config", { signal }));
}

/**
 * The configuration the server wrote into the page's HTML, so the first render already shows the insurer's name and
 * the footer's contacts (nothing moves when they arrive); undefined without one (the dev server), then it is fetched.
 */
export function embeddedPublicConfig(): PublicConfig | undefined {
  const block = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  return parseJsonWith(publicConfigSchema, block?.textContent) ?? undefined;
}

const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => getPublicConfig(signal),
    initialData: embeddedPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
