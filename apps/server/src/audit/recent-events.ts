import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

type RecentEvents = { event: string; minutes: number; cap: number } & (
  | { partnerId: number }
  | { ip: string }
  | { subjectType: string; subjectId: string }
);

/**
 * How often an event happened for one partner, client address or subject in the last minutes, from the audit log (shared
 * by every instance). Counts at most `cap` rows: a limit check only asks whether the cap is reached, and a client
 * hammering an endpoint must not make each of its own requests slower to count.
 */
export async function countRecentEvents(db: Db, opts: RecentEvents) {
  const who =
    "partnerId" in opts
      ? eq(auditLog.partnerId, opts.partnerId)
      : "ip" in opts
        ? eq(auditLog.ip, opts.ip)
        : and(eq(auditLog.subjectType, opts.subjectType), eq(auditLog.subjectId, opts.subjectId));
  const recent = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(and(eq(auditLog.event, opts.event), who, gt(auditLog.at, new Date(Date.now() - opts.minutes * 60_000))))
    .limit(opts.cap)
    .as("recent");
  const [row] = await db.select({ n: count() }).from(recent);
  return row?.n ?? 0;
}

/** How often an event that names no partner happened in the last minutes (reads the (event, partner_id, at) index). */
export async function countRecentUnattributed(db: Db, opts: { event: string; minutes: number; cap: number }) {
  const recent = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.event, opts.event),
        isNull(auditLog.partnerId),
        gt(auditLog.at, new Date(Date.now() - opts.minutes * 60_000)),
      ),
    )
    .limit(opts.cap)
    .as("recent");
  const [row] = await db.select({ n: count() }).from(recent);
  return row?.n ?? 0;
}
