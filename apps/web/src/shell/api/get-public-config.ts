import type { PublicConfig } from "@pp/domain";
import { PUBLIC_CONFIG_ELEMENT_ID } from "@pp/domain/routing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";

/**
 * GET /api/config: version, customer-relations contacts and the external product sites (no sign-in needed). Its
 * schema (and zod) loads with the request: the sign-in page, whose footer shows the configuration, loads no zod.
 */
async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const [answer, { publicConfigSchema }] = await Promise.all([
    apiRequest("/api/config", { signal }),
    import("@pp/domain/partner"),
  ]);
  return publicConfigSchema.parse(answer);
}

/**
 * The configuration the server wrote into the page's HTML, so the first render already shows the insurer's name and
 * the footer's contacts (nothing moves when they arrive); undefined without one (the dev server), then it is fetched.
 * It is taken as written, unparsed: the server built it from the same schema in the same response as the page, whose
 * scripts (named by content hash) are always the build that wrote it, and parsing it would put zod on every first load.
 * A block that is not the configuration's JSON is ignored.
 */
export function embeddedPublicConfig(): PublicConfig | undefined {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config: unknown = JSON.parse(text);
    return isConfigBlock(config) ? (config as PublicConfig) : undefined;
  } catch {
    return undefined;
  }
}

const isConfigBlock = (value: unknown) =>
  typeof value === "object" && value !== null && typeof (value as { version?: unknown }).version === "string";

const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => getPublicConfig(signal),
    initialData: embeddedPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
