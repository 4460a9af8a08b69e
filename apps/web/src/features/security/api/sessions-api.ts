import { activeSessionListSchema, endedSessionsSchema } from "@pp/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

const sessionsKey = ["account", "sessions"] as const;

/** GET /api/account/sessions: the partner's signed-in browsers, this one marked. */
export const sessionListQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      activeSessionListSchema.parse(await apiRequest("/api/account/sessions", { signal })).sessions,
    staleTime: 0,
  });

/** DELETE /api/account/sessions/:id: that browser is signed out at its next request (404 if it already ended). */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
};

/** POST /api/account/sessions/end-others: every browser but this one. */
export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      endedSessionsSchema.parse(await apiRequest("/api/account/sessions/end-others", { method: "POST" })).ended,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
};
