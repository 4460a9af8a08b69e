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

/** Takes the lock on a name for the caller's transaction if nobody holds it; false (without waiting) if someone does. */
export async function tryLockName(tx: Db, name: string) {
  const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as got`);
  return Boolean((lock as unknown as { rows: { got: boolean }[] }).rows[0]?.got);
}
