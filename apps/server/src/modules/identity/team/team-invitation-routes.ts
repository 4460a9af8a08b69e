import {
  acceptTeamInvitationResponseSchema,
  acceptTeamInvitationSchema,
  errorResponses,
  messageResponseSchema,
  openTeamInvitationSchema,
  teamInvitationPreviewSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthContext } from "../auth/auth-context";
import { setSessionCookie } from "../auth/session-plugin";
import { endSession } from "../auth/session-store";
import { acceptInvitation, openInvitation } from "./team-invitation-service";

const refusals = { ...errorResponses(400, 404, 409, 410), 503: messageResponseSchema };

/**
 * The invitee's side of an invitation to a partner's team (decision 060), from the e-mailed link, without an account.
 * The token travels in the body, never in an address.
 */
export const teamInvitationRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.post(
    "/api/team-invitations/open",
    {
      schema: {
        tags: ["team"],
        summary: "What an invitation link offers: the partner, the invitee's name, sign-in id and role",
        body: openTeamInvitationSchema,
        response: { 200: teamInvitationPreviewSchema, ...refusals },
      },
    },
    async (request) => openInvitation(ctx.db, request.body.token),
  );

  app.post(
    "/api/team-invitations/accept",
    {
      schema: {
        tags: ["team"],
        summary:
          "Accept an invitation with a password (once per link): the user is made and this browser goes on to set up the second factor",
        body: acceptTeamInvitationSchema,
        response: { 200: acceptTeamInvitationResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const token = await acceptInvitation(ctx, {
        ...request.body,
        meta: { ip: request.ip, userAgent: request.headers["user-agent"] },
      });
      // One browser, one user: whoever was signed in here is signed out.
      if (request.sessionToken) await endSession(ctx.db, request.sessionToken);
      setSessionCookie(reply, ctx.cookies.session, token);
      return { next: "enrolment" as const };
    },
  );
};
