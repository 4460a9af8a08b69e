import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isRefused, isUnauthorized, READ_RETRIES } from "../api/client";
import { sessionQueryKey } from "../shell/api/session-query-key";
import { reportSessionEnded } from "../shell/session-events";
import { receiveSessions } from "../shell/session-handover";

declare module "@tanstack/react-query" {
  interface Register {
    // Calls where 401 is an ordinary answer (wrong password) rather than "your session has ended".
    queryMeta: { allowUnauthorized?: boolean };
    mutationMeta: { allowUnauthorized?: boolean };
  }
}

const noRetryOnClientErrors = (failureCount: number, error: unknown) =>
  !isRefused(error) && failureCount < READ_RETRIES;

function createQueryClient() {
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

let appClient: QueryClient | undefined;

/**
 * The app's one query cache, shared by every screen that reads the server's data, made when the first of them loads
 * (decision 066); a sign-in's partner goes into it as the session's answer.
 */
export function appQueryClient() {
  if (!appClient) {
    const client = createQueryClient();
    receiveSessions((partner) => client.setQueryData(sessionQueryKey, partner));
    appClient = client;
  }
  return appClient;
}
