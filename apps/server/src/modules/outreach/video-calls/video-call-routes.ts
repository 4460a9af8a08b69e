import {
  errorResponses,
  invitationIdParamsSchema,
  listVideoCallsResponseSchema,
  VIDEO_CALL_MESSAGES,
  videoCallActionResponseSchema,
  videoCallCreateSchema,
  videoCallListQuerySchema,
} from "@pp/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { currentPartner, requirePartnerWith } from "../../identity";
import { listVideoCalls } from "./video-call-repository";
import { cancelVideoCall, createVideoCall } from "./video-call-service";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const videoCallRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // The Video Call Invite entry exists only for partners with meetings; the server enforces it too.
  app.addHook("preHandler", requirePartnerWith("meetings", VIDEO_CALL_MESSAGES.notAllowed));
  const actor = (request: FastifyRequest) => ({
    partner: currentPartner(request),
    ip: request.ip,
    callsPerDay: config.mailQuotas.video_calls,
  });

  app.get(
    "/api/video-calls",
    {
      schema: {
        tags: ["invitations"],
        summary: "The partner's video calls, upcoming and past: paged, sorted, searched",
        querystring: videoCallListQuerySchema,
        response: { 200: listVideoCallsResponseSchema, ...errors },
      },
    },
    async (request) => listVideoCalls(db, currentPartner(request).id, request.query),
  );

  app.post(
    "/api/video-calls",
    {
      schema: {
        tags: ["invitations"],
        summary:
          "Video call invite: e-mails the customer the meeting link with a calendar entry (.ics); 429 past the daily limit",
        // "In the future" is judged when the request arrives; the link must lead to a configured meeting service.
        body: z.lazy(() => videoCallCreateSchema(new Date(), config.meetingHosts)),
        response: { 201: videoCallActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createVideoCall(db, actor(request), request.body)),
  );

  app.post(
    "/api/video-calls/:id/cancel",
    {
      schema: {
        tags: ["invitations"],
        summary: "Cancel: e-mails the calendar cancellation (same UID, next SEQUENCE)",
        params: invitationIdParamsSchema,
        response: { 200: videoCallActionResponseSchema, ...errors },
      },
    },
    async (request) => cancelVideoCall(db, actor(request), request.params.id),
  );
};
