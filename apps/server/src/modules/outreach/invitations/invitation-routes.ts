import {
  errorResponses,
  INVITATION_MESSAGES,
  invitationActionResponseSchema,
  invitationCreateSchema,
  invitationIdParamsSchema,
  invitationListQuerySchema,
  listInvitationsResponseSchema,
} from "@pp/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { currentPartner, requirePartnerWith } from "../../identity";
import { listInvitations } from "./invitation-queries";
import { cancelInvitation, createInvitation, resendInvitation } from "./invitation-service";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** A partner's invitations (Invitations group): list, send, resend, cancel. */
export const invitationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // The server enforces the flag that hides the sidebar group ("hidden unless a flag is set").
  app.addHook("preHandler", requirePartnerWith("invitations", INVITATION_MESSAGES.notAllowed));
  const actor = (request: FastifyRequest) => ({
    partner: currentPartner(request),
    publicUrl: config.publicUrl,
    ip: request.ip,
    invitationsPerDay: config.mailQuotas.invitations,
  });

  app.get(
    "/api/invitations",
    {
      schema: {
        tags: ["invitations"],
        summary: "The partner's invitations of one kind: paged, sorted, filtered by status, searched",
        querystring: invitationListQuerySchema,
        response: { 200: listInvitationsResponseSchema, ...errors },
      },
    },
    async (request) => listInvitations(db, currentPartner(request).scope, request.query),
  );

  app.post(
    "/api/invitations",
    {
      schema: {
        tags: ["invitations"],
        summary: "Send invitation: e-mails the customer a link to pay, renew or apply (429 past the daily limit)",
        body: invitationCreateSchema,
        response: { 201: invitationActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createInvitation(db, actor(request), request.body)),
  );

  app.post(
    "/api/invitations/:id/resend",
    {
      schema: {
        tags: ["invitations"],
        summary:
          "Resend: a new link with a fresh validity period; the old link stops working (429 past the daily limit)",
        params: invitationIdParamsSchema,
        response: { 200: invitationActionResponseSchema, ...errors },
      },
    },
    async (request) => resendInvitation(db, actor(request), request.params.id),
  );

  app.post(
    "/api/invitations/:id/cancel",
    {
      schema: {
        tags: ["invitations"],
        summary: "Cancel: the link stops working",
        params: invitationIdParamsSchema,
        response: { 200: invitationActionResponseSchema, ...errors },
      },
    },
    async (request) => cancelInvitation(db, actor(request), request.params.id),
  );
};
