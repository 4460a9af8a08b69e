import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from "@pp/domain";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;

/**
 * When the last N failed sign-ins for a user id (since its last success) all fell within the window,
 * the id is locked until the window has passed since the latest failure. Counted from the audit log,
 * so every server instance sees the same count. Unknown ids lock the same way: no existence oracle.
 */
export async function lockedUntil(db: Db, userIdKey: string, now = new Date()): Promise<Date | undefined> {
  const [lastSuccess] = await db
    .select({ at: sql<Date>`max(${auditLog.at})`.mapWith(auditLog.at) })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userIdKey), eq(auditLog.event, "sign_in")));
  const since = lastSuccess?.at ?? new Date(0);
  const failures = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userIdKey), eq(auditLog.event, "sign_in_failed"), gt(auditLog.at, since)))
    .orderBy(desc(auditLog.at))
    .limit(LOGIN_MAX_FAILURES);
  if (failures.length < LOGIN_MAX_FAILURES) return undefined;
  const newest = failures[0]!.at.getTime();
  const oldest = failures[failures.length - 1]!.at.getTime();
  if (newest - oldest > LOCK_MS) return undefined;
  const until = new Date(newest + LOCK_MS);
  return until > now ? until : undefined;
}
