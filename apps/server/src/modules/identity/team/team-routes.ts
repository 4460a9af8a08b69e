import {
  changeTeamUserSchema,
  errorResponses,
  handOverResponseSchema,
  handOverSchema,
  inviteTeamUserSchema,
  messageResponseSchema,
  newTeamResponseSchema,
  newTeamSchema,
  teamInvitationCreatedSchema,
  teamOverviewSchema,
  teamRecordParamsSchema,
} from "@pp/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthContext } from "../auth/auth-context";
import { currentPartner, currentUser, requireOwner } from "../auth/session-plugin";
import type { TeamOwner } from "../partners/team-guard";
import { cancelInvitation, inviteTeamUser } from "./team-invitation-service";
import {
  changeTeamUser,
  createTeam,
  type HandOverWork,
  handOverWork,
  resetTeamUserTwoFactor,
  setTeamUserDisabled,
  teamOverview,
} from "./team-service";

/** The signed-in owner, as every change of the team names them. */
const ownerOf = (request: FastifyRequest): TeamOwner => ({
  partnerId: currentPartner(request).id,
  userId: currentUser(request).id,
});

const refusals = { 401: messageResponseSchema, ...errorResponses(400, 403, 404, 409) };
const done = { 204: z.null(), ...refusals };

/**
 * The team page's API (decision 060), for the partner's owners only. Every change locks the partner's row, checks that
 * the owner still is one, acts on users of that partner only (another's reads as not found) and is audited.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext; handOver: HandOverWork }> = async (
  app,
  { ctx, handOver },
) => {
  const { db } = ctx;
  const options = <S extends object>(summary: string, schema: S) => ({
    preHandler: requireOwner,
    schema: { tags: ["team"], summary, ...schema },
  });

  app.get(
    "/api/team",
    options("The partner's users, teams, waiting invitations and latest changes of its team", {
      response: { 200: teamOverviewSchema, ...refusals },
    }),
    async (request) => teamOverview(db, currentPartner(request), ownerOf(request)),
  );

  app.post(
    "/api/team/teams",
    options("Add a team to the partner", {
      body: newTeamSchema,
      response: { 201: newTeamResponseSchema, ...refusals },
    }),
    async (request, reply) => reply.status(201).send(await createTeam(db, ownerOf(request), request.body.name)),
  );

  app.post(
    "/api/team/invitations",
    options("Invite a person by e-mail: the link lets them choose a password and set up the second factor", {
      body: inviteTeamUserSchema,
      response: { 201: teamInvitationCreatedSchema, ...refusals },
    }),
    async (request, reply) => {
      const invitation = await inviteTeamUser(ctx, ownerOf(request), request.body);
      return reply.status(201).send({ id: invitation.id, expiresAt: invitation.expiresAt.toISOString() });
    },
  );

  app.put(
    "/api/team/users/:id",
    options("Set a user's role, team and products", {
      params: teamRecordParamsSchema,
      body: changeTeamUserSchema,
      response: done,
    }),
    async (request, reply) => {
      await changeTeamUser(ctx, ownerOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  /** The changes that name an invitation or a user in their address, take no body and answer 204. */
  const actions: [
    method: "POST" | "DELETE",
    url: string,
    summary: string,
    act: (owner: TeamOwner, id: number) => Promise<void>,
  ][] = [
    [
      "DELETE",
      "/api/team/invitations/:id",
      "Cancel a waiting invitation: its link stops working",
      (owner, id) => cancelInvitation(db, owner, id),
    ],
    [
      "POST",
      "/api/team/users/:id/disable",
      "Disable a user: every session of theirs ends at once, on every instance",
      (owner, id) => setTeamUserDisabled(ctx, owner, id, true),
    ],
    [
      "POST",
      "/api/team/users/:id/enable",
      "Re-enable a user: they sign in again (no session comes back)",
      (owner, id) => setTeamUserDisabled(ctx, owner, id, false),
    ],
    [
      "POST",
      "/api/team/users/:id/reset-two-factor",
      "Reset a user's second factor: their sessions end and they set it up again at the next sign-in",
      (owner, id) => resetTeamUserTwoFactor(ctx, owner, id),
    ],
  ];
  for (const [method, url, summary, act] of actions) {
    app.route({
      method,
      url,
      ...options(summary, { params: teamRecordParamsSchema, response: done }),
      handler: async (request, reply) => {
        await act(ownerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  }

  app.post(
    "/api/team/users/:id/hand-over",
    options("Hand the user's open quotations and renewals to another active user of the partner, in one step", {
      params: teamRecordParamsSchema,
      body: handOverSchema,
      response: { 200: handOverResponseSchema, ...refusals },
    }),
    async (request) =>
      handOverWork(db, ownerOf(request), { fromUserId: request.params.id, toUserId: request.body.toUserId }, handOver),
  );
};
