import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../../audit/audit-log";
import { countRecentEvents } from "../../audit/recent-events";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

export const UNVERIFIED_ANSWER_EVENT = "payment_answer_unverified";

/**
 * An answer whose signature does not verify did not come from the gateway: anyone can post one to the two public
 * endpoints, as often as they like. Each refusal is logged; the audit log records at most one per client address
 * and `overall` in all per window, so a flood (from one address or many) cannot grow it without bound.
 */
export const UNVERIFIED_ANSWER_AUDIT = { windowMinutes: 15, perClient: 1, overall: 20 } as const;

export async function auditUnverifiedAnswer(
  db: Db,
  log: FastifyBaseLogger | undefined,
  entry: { reason: string; via: string; ip?: string; reference?: string },
) {
  const reference = entry.reference?.slice(0, 60);
  log?.warn({ reason: entry.reason, via: entry.via, reference }, "payment answer did not verify; refused");
  const { windowMinutes, perClient, overall } = UNVERIFIED_ANSWER_AUDIT;
  await db.transaction(async (tx) => {
    // Whoever holds the lock is recording one right now; the others are logged only. Nobody waits for it.
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${UNVERIFIED_ANSWER_EVENT})) as got`);
    if (!(lock as unknown as { rows: { got: boolean }[] }).rows[0]?.got) return;
    if (entry.ip) {
      const fromClient = await countRecentEvents(tx, {
        event: UNVERIFIED_ANSWER_EVENT,
        ip: entry.ip,
        minutes: windowMinutes,
        cap: perClient,
      });
      if (fromClient >= perClient) return;
    }
    if ((await countOverall(tx, windowMinutes, overall)) >= overall) return;
    await recordAudit(tx, {
      event: UNVERIFIED_ANSWER_EVENT,
      ip: entry.ip,
      details: { reason: entry.reason, via: entry.via, reference },
    });
  });
}

/** These rows never name a partner, so the count reads the (event, partner_id, at) index. */
async function countOverall(db: Db, minutes: number, cap: number) {
  const recent = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.event, UNVERIFIED_ANSWER_EVENT),
        isNull(auditLog.partnerId),
        gt(auditLog.at, new Date(Date.now() - minutes * 60_000)),
      ),
    )
    .limit(cap)
    .as("recent");
  const [row] = await db.select({ n: count() }).from(recent);
  return row?.n ?? 0;
}
