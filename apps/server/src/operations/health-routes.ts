import { healthResponseSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["operations"],
        summary: "Liveness and database check",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const, database: database.kind };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable" as const, database: database.kind });
      }
    },
  );
};
