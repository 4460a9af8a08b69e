import { type AcceptTeamInvitation, acceptTeamInvitationResponseSchema, teamInvitationPreviewSchema } from "@pp/domain";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/**
 * POST /api/team-invitations/open: who invites, as what, and the sign-in id (decision 060). 404 an unknown link,
 * 409 one already accepted, 410 one expired or cancelled: each with a message saying so.
 */
export const teamInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["team-invitation", token],
    queryFn: async () =>
      teamInvitationPreviewSchema.parse(
        await apiRequest("/api/team-invitations/open", { method: "POST", body: { token } }),
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * POST /api/team-invitations/accept: the user is made and this browser is signed in to set up the second factor
 * (the next step). 400 a password refused (on the field), 409 a link already used, 410 one expired or cancelled.
 */
export const useAcceptTeamInvitation = () =>
  useMutation({
    mutationFn: async (input: AcceptTeamInvitation) =>
      acceptTeamInvitationResponseSchema.parse(
        await apiRequest("/api/team-invitations/accept", { method: "POST", body: input }),
      ),
  });
