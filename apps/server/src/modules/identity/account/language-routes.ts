import { languageChoiceSchema, messageResponseSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { currentSession, requireSignedIn } from "../auth/session-plugin";
import { setUserLanguage } from "./language-repository";

/** The signed-in user's language: stored with their account, so it follows them to another browser and into e-mails. */
export const languageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    "/api/account/language",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Keep the signed-in user's language (en or ar) for the portal and their e-mails",
        body: languageChoiceSchema,
        response: { 200: languageChoiceSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => {
      const { language } = request.body;
      await setUserLanguage(db, currentSession(request).user, language);
      return { language };
    },
  );
};
