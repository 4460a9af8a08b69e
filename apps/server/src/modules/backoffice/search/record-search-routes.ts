import { errorResponses, recordSearchQuerySchema, recordSearchResponseSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { currentPartner, requirePartner } from "../../identity";
import { searchRecords } from "./record-search-queries";

export const recordSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/search",
    {
      preHandler: requirePartner,
      schema: {
        tags: ["backoffice"],
        summary:
          "The top bar's search: the partner's quotations and policies of every product by number, sponsor or member name, Emirates ID or mobile",
        querystring: recordSearchQuerySchema,
        response: { 200: recordSearchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchRecords(db, currentPartner(request).scope, request.query.q),
  );
};
