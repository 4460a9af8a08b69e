import { liveResponseSchema, readyResponseSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import type { FileStorage } from "../storage/file-storage";

/** A dependency that does not answer within this is treated as down: a probe must not hang. */
const PROBE_TIMEOUT_MS = 2_000;

async function answers(name: string, probe: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([probe(), late]);
    return undefined;
  } catch (err) {
    return err;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The load balancer's and the orchestrator's probes. Live: the process answers HTTP (restart it when not). Ready:
 * the database and the file storage answer too (send it traffic only then).
 */
export const probeRoutes: FastifyPluginAsyncZod<{ database: Database; storage: FileStorage }> = async (
  app,
  { database, storage },
) => {
  app.get(
    "/api/health/live",
    {
      schema: {
        tags: ["operations"],
        summary: "Liveness: the process answers",
        response: { 200: liveResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  app.get(
    "/api/health/ready",
    {
      schema: {
        tags: ["operations"],
        summary: "Readiness: the database and the file storage answer",
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (request, reply) => {
      const [dbError, storageError] = await Promise.all([
        answers("database", () => database.ping()),
        answers("storage", () => storage.ping()),
      ]);
      if (dbError) request.log.error({ err: dbError }, "readiness: database unavailable");
      if (storageError)
        request.log.error({ err: storageError, storage: storage.location }, "readiness: storage unavailable");
      const ready = !dbError && !storageError;
      return reply
        .status(ready ? 200 : 503)
        .header("cache-control", "no-store")
        .send({
          status: ready ? "ready" : "unavailable",
          checks: { database: dbError ? "unavailable" : "ok", storage: storageError ? "unavailable" : "ok" },
        });
    },
  );
};
