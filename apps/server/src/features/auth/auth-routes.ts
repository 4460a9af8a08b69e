import { errorResponseSchema, loginRequestSchema, messageResponseSchema, partnerDetailsSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { toPartnerDetails } from "../partners/partner-repository";
import { signIn, signOut } from "./auth-service";
import {
  clearSessionCookie,
  currentPartner,
  requirePartner,
  type SessionCookie,
  setSessionCookie,
} from "./session-plugin";

const errorResponses = { 400: errorResponseSchema, 401: messageResponseSchema, 429: messageResponseSchema };

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; cookie: SessionCookie }> = async (app, { db, cookie }) => {
  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with user id and password",
        body: loginRequestSchema,
        response: { 200: z.object({ partner: partnerDetailsSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await signIn(db, {
        ...request.body,
        previousToken: request.sessionToken ?? undefined,
        meta: { ip: request.ip, userAgent: request.headers["user-agent"] },
      });
      setSessionCookie(reply, cookie, result.token);
      return { partner: result.partner };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], summary: "Sign out: ends the session on the server" } },
    async (request, reply) => {
      if (request.sessionToken) {
        await signOut(db, { token: request.sessionToken, partnerId: request.partner?.id, ip: request.ip });
      }
      clearSessionCookie(reply, cookie);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/session",
    {
      preHandler: requirePartner,
      schema: {
        tags: ["auth"],
        summary: "The signed-in partner's details (spec §3 field names)",
        response: { 200: partnerDetailsSchema, 401: messageResponseSchema },
      },
    },
    async (request) => toPartnerDetails(currentPartner(request)),
  );
};
