import { z } from "zod";
import { say } from "./i18n/say";

/** One signed-in browser of the partner, as the security page lists it. */
export const activeSessionSchema = z.object({
  /** An identifier for ending the session; not the session's secret. */
  id: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome on Windows". */
  device: z.string(),
  address: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionListSchema = z.object({ sessions: z.array(activeSessionSchema) });

export const sessionIdParamsSchema = z.object({
  id: z.uuid(say(/*i18n*/ { id: "accountSessions.unknownSession", message: "Unknown session." })),
});

export const endedSessionsSchema = z.object({ ended: z.number().int() });
