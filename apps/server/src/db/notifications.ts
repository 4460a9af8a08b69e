import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { LISTENER_APPLICATION_NAME } from "./notification-listener";

/** Sends a notification on `channel`; PostgreSQL delivers it when the transaction `db` may be commits. */
export async function notify(db: Db, channel: string, payload: string) {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Backend process ids of every portal instance's listening connection on this database (none on PGlite). */
export async function listenerProcessIds(db: Db) {
  const result = await db.execute(
    sql`select pid from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
  );
  return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => Number(r.pid));
}
