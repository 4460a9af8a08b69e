import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { bindSessionCache, SessionCache } from "./session-cache";
import { applyNotification, SESSION_CHANNEL } from "./session-invalidation";

/**
 * Gives the app's database handle a session cache of `seconds` (0 = every request reads its session from the
 * database) that listens for every instance's invalidations; both end with the app.
 */
export async function startSessionCache(app: FastifyInstance, database: Database, seconds: number) {
  if (seconds <= 0) return;
  const cache = new SessionCache(seconds * 1000);
  const unbind = bindSessionCache(database.db, cache);
  const stopListening = await database.listen(SESSION_CHANNEL, {
    onMessage: applyNotification(cache),
    onState: (listening) => {
      cache.setListening(listening);
      if (!listening) app.log.warn("session cache: lost the invalidation channel, reading sessions from the database");
    },
  });
  app.addHook("onClose", async () => {
    unbind();
    await stopListening();
  });
}
