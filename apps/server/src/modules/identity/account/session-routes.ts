import { activeSessionListSchema, endedSessionsSchema, messageResponseSchema, sessionIdParamsSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { notFound } from "../../../http/http-error";
import { type AuthCookies, clearSessionCookie, currentSession, requireSignedIn } from "../auth/session-plugin";
import { endOtherSessions, endSessionByPublicId, listFullSessions } from "../auth/session-store";
import { deviceName } from "./device-name";

const SESSION_ENDED = /*i18n*/ { id: "answer.session.ended", message: "This session has already ended." };

/**
 * The signed-in user's browsers: listed, and ended one by one or all but this one. Sessions are read from the
 * database on every request, so an ended one is refused at its very next request.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; cookies: AuthCookies }> = async (app, { db, cookies }) => {
  app.get(
    "/api/account/sessions",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "The signed-in user's active sessions: device, address, signed in at, last seen, this device",
        response: { 200: activeSessionListSchema, 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const current = currentSession(request);
      const rows = await listFullSessions(db, current.user.id);
      return {
        sessions: rows.map((s) => ({
          id: s.publicId,
          device: deviceName(s.userAgent),
          address: s.ip,
          signedInAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          current: s.id === current.id,
        })),
      };
    },
  );

  app.delete(
    "/api/account/sessions/:id",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "End one of the signed-in user's sessions (another user's reads as not found)",
        params: sessionIdParamsSchema,
        response: { 204: z.null(), 404: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const current = currentSession(request);
      if (!(await endSessionByPublicId(db, current.user.id, request.params.id))) throw notFound(SESSION_ENDED);
      await recordAudit(db, {
        event: "session_ended",
        partnerId: current.partner.id,
        ip: request.ip,
        details: { session: request.params.id, own: request.params.id === current.publicId },
      });
      if (request.params.id === current.publicId) clearSessionCookie(reply, cookies.session);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/account/sessions/end-others",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "End every session of the signed-in user except this one",
        response: { 200: endedSessionsSchema, 401: messageResponseSchema },
      },
    },
    async (request) => {
      const current = currentSession(request);
      const ended = await endOtherSessions(db, current.user.id, current.id);
      await recordAudit(db, {
        event: "sessions_ended",
        partnerId: current.partner.id,
        ip: request.ip,
        details: { ended },
      });
      return { ended };
    },
  );
};
