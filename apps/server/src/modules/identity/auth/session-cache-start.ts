import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client";
import type { Listening } from "../../../db/notification-listener";
import { bindSessionCache, SessionCache } from "./session-cache";
import { handleSessionNotice, SESSION_CHANNEL } from "./session-invalidation";

/**
 * Gives the app's database handle a session cache of `seconds` (0 = every request reads its session from the
 * database) that listens for every instance's invalidations; both end with the app.
 */
export async function startSessionCache(app: FastifyInstance, database: Database, seconds: number) {
  if (seconds <= 0) return;
  const cache = new SessionCache(seconds * 1000);
  const unbind = bindSessionCache(database.db, cache);
  let listening: Listening | undefined;
  // Confirmations go over the listening connection, whose process id the other instances wait for.
  const confirm = async (payload: string) => listening?.send(payload);
  listening = await database.listen(SESSION_CHANNEL, {
    onMessage: handleSessionNotice(database.db, cache, confirm),
    onState: (on) => {
      cache.setListening(on);
      if (!on) app.log.warn("session cache: lost the invalidation channel, reading sessions from the database");
    },
  });
  const subscription = listening;
  app.addHook("onClose", async () => {
    unbind();
    await subscription.stop();
  });
}
