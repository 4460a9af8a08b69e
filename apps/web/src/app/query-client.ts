import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, isUnauthorized } from "../api/client";
import { reportSessionEnded } from "../shell/session-events";

declare module "@tanstack/react-query" {
  interface Register {
    // Calls where 401 is an ordinary answer (wrong password) rather than "your session has ended".
    queryMeta: { allowUnauthorized?: boolean };
    mutationMeta: { allowUnauthorized?: boolean };
  }
}

const noRetryOnClientErrors = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && !query.meta?.allowUnauthorized) reportSessionEnded();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.allowUnauthorized) reportSessionEnded();
      },
    }),
    defaultOptions: {
      queries: { retry: noRetryOnClientErrors, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
