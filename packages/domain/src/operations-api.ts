import { z } from "zod";

/** GET /api/health: no version, so an unauthenticated probe does not tell which release to look up. */
export const healthResponseSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.string() });

const probeCheck = z.enum(["ok", "unavailable"]);
/** GET /api/health/ready: 200 only when the database and the file store answer. */
export const readyResponseSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.object({ database: probeCheck, storage: probeCheck }),
});
/** GET /api/health/live: the process answers. */
export const liveResponseSchema = z.object({ status: z.literal("ok") });
