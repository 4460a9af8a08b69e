import {
  type ChangeTeamUser,
  handOverResponseSchema,
  type InviteTeamUser,
  newTeamResponseSchema,
  teamInvitationCreatedSchema,
  teamOverviewSchema,
} from "@pp/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest, type RequestOptions } from "../../../api/client";

const teamKey = ["team"] as const;

/** GET /api/team: the partner's users, teams, waiting invitations and latest changes (403 for anyone but an owner). */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKey,
    queryFn: async ({ signal }) => teamOverviewSchema.parse(await apiRequest("/api/team", { signal })),
    staleTime: 0,
  });

/** A change of the team; the page reads the team again whether it worked or not (another owner may have acted). */
function useTeamChange<V, R>(request: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

const send = async <R>(path: string, options: RequestOptions, schema?: z.ZodType<R>) => {
  const answer = await apiRequest(path, options);
  return schema ? schema.parse(answer) : (answer as R);
};

/** POST /api/team/invitations: the invitation is e-mailed; 409 for a sign-in id or e-mail in use. */
export const useInvite = () =>
  useTeamChange((body: InviteTeamUser) =>
    send("/api/team/invitations", { method: "POST", body }, teamInvitationCreatedSchema),
  );

/** DELETE /api/team/invitations/:id: its link stops working. */
export const useCancelInvitation = () =>
  useTeamChange((id: number) => send<void>(`/api/team/invitations/${id}`, { method: "DELETE" }));

/** POST /api/team/teams. */
export const useAddTeam = () =>
  useTeamChange((name: string) => send("/api/team/teams", { method: "POST", body: { name } }, newTeamResponseSchema));

/** PUT /api/team/users/:id: role, team and products. */
export const useChangeUser = () =>
  useTeamChange(({ id, change }: { id: number; change: ChangeTeamUser }) =>
    send<void>(`/api/team/users/${id}`, { method: "PUT", body: change }),
  );

export type UserAction = "disable" | "enable" | "reset-two-factor";

/** POST /api/team/users/:id/{disable|enable|reset-two-factor}. */
export const useUserAction = () =>
  useTeamChange(({ id, action }: { id: number; action: UserAction }) =>
    send<void>(`/api/team/users/${id}/${action}`, { method: "POST" }),
  );

/** POST /api/team/users/:id/hand-over: how many open quotations and renewals changed hands. */
export const useHandOver = () =>
  useTeamChange(({ from, to }: { from: number; to: number }) =>
    send(`/api/team/users/${from}/hand-over`, { method: "POST", body: { toUserId: to } }, handOverResponseSchema),
  );
