import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invalidateLocally, type SessionCache, type SessionInvalidation } from "./session-cache";

/** The PostgreSQL channel on which instances tell each other that sessions ended or changed. */
export const SESSION_CHANNEL = "pp_sessions";

const encode = (i: SessionInvalidation) => ("sessionId" in i ? `s:${i.sessionId}` : `p:${i.partnerId}`);

/** The invalidation a notification carries, or undefined for a payload this version does not know. */
export function decodeSessionInvalidation(payload: string): SessionInvalidation | undefined {
  const [kind, value] = [payload.slice(0, 2), payload.slice(2)];
  if (kind === "s:" && /^[0-9a-f]{64}$/.test(value)) return { sessionId: value };
  if (kind === "p:" && /^[1-9]\d{0,15}$/.test(value)) return { partnerId: Number(value) };
  return undefined;
}

/**
 * Every instance forgets its copy of the sessions named: this one at once (or at the commit of the transaction
 * `db` is), the others when PostgreSQL delivers the notification, which it does only if the transaction commits.
 */
export async function invalidateSessions(db: Db, invalidation: SessionInvalidation) {
  invalidateLocally(db, invalidation);
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${encode(invalidation)})`);
}

/** Applies other instances' notifications to this process's cache. */
export const applyNotification = (cache: SessionCache) => (payload: string) => {
  const invalidation = decodeSessionInvalidation(payload);
  // An unknown payload (a newer version during a rolling deploy) clears everything rather than miss a sign-out.
  if (invalidation) cache.apply(invalidation);
  else cache.clear();
};
