import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Holds a transaction-scoped lock on a name until the caller's transaction ends, so that "count, then decide, then
 * record" for one key happens one request at a time on every instance. Keys of different purposes must not
 * collide, so callers prefix them ("renewal-search:…").
 */
export async function lockName(tx: Db, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
