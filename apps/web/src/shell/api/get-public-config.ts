import { type PublicConfig, publicConfigSchema } from "@pp/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";

/** GET /api/config: version, customer-relations contacts and the external product sites (no sign-in needed). */
async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiRequest("/api/config", { signal }));
}

const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
