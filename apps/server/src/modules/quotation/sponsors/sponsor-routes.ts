import { errorResponseSchema, sponsorSearchQuerySchema, sponsorSearchResponseSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { currentPartner, requirePartner } from "../../identity";
import { searchSponsors } from "./sponsor-service";

export const sponsorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/sponsors",
    {
      schema: {
        tags: ["backoffice"],
        summary: "The partner's sponsors whose name, e-mail or mobile number match, with their quotations and policies",
        querystring: sponsorSearchQuerySchema,
        response: { 200: sponsorSearchResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => searchSponsors(db, currentPartner(request), request.query.q),
  );
};
