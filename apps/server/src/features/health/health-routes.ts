import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";

/** No version here: an unauthenticated probe need not tell an attacker which release to look up (the footer has it). */
const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["operations"],
        summary: "Liveness and database check",
        response: { 200: healthSchema, 503: healthSchema },
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
