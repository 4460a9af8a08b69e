import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../../../audit/audit-log";
import { countRecentEvents, countRecentUnattributed } from "../../../audit/recent-events";
import { tryLockName } from "../../../db/advisory-lock";
import type { Db } from "../../../db/client";

const UNVERIFIED_ANSWER_EVENT = "payment_answer_unverified";

/**
 * An answer whose signature does not verify did not come from the gateway: anyone can post one to the two public
 * endpoints, as often as they like. Each refusal is logged; the audit log records at most one per client address
 * and `overall` in all per window, so a flood (from one address or many) cannot grow it without bound.
 */
const UNVERIFIED_ANSWER_AUDIT = { windowMinutes: 15, perClient: 1, overall: 20 } as const;

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
    if (!(await tryLockName(tx, UNVERIFIED_ANSWER_EVENT))) return;
    if (entry.ip) {
      const fromClient = await countRecentEvents(tx, {
        event: UNVERIFIED_ANSWER_EVENT,
        ip: entry.ip,
        minutes: windowMinutes,
        cap: perClient,
      });
      if (fromClient >= perClient) return;
    }
    const everywhere = await countRecentUnattributed(tx, {
      event: UNVERIFIED_ANSWER_EVENT,
      minutes: windowMinutes,
      cap: overall,
    });
    if (everywhere >= overall) return;
    await recordAudit(tx, {
      event: UNVERIFIED_ANSWER_EVENT,
      ip: entry.ip,
      details: { reason: entry.reason, via: entry.via, reference },
    });
  });
}
