import {
  dubaiInstant,
  type IsoDate,
  type MailQuotaKind,
  mailQuotaReachedMessage,
  mailQuotaResetDay,
  toIsoDate,
} from "@pp/domain";
import { sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Db } from "../db/client";
import { HttpError } from "../http/http-error";

/** One partner's mails of one kind, against the configured number per UAE day. */
type MailQuota = { partnerId: number; kind: MailQuotaKind; perDay: number; ip?: string };

class QuotaReached extends Error {}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Runs `work` in a transaction that first takes one of the partner's mails of the day. The conditional upsert keeps
 * the day's row locked until the transaction ends, so parallel requests queue on it and never pass the limit, and
 * work that fails gives its mail back with the rollback. Past the limit nothing is done: a 429 names the limit and
 * when it resets, and the day's first refusal is audited.
 */
export async function withinMailQuota<T>(
  db: Db,
  quota: MailQuota,
  work: (tx: Db) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const day = toIsoDate(now);
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx.execute(sql`
        insert into mail_quota_usage (partner_id, kind, day, used) values (${quota.partnerId}, ${quota.kind}, ${day}, 1)
        on conflict (partner_id, kind, day) do update set used = mail_quota_usage.used + 1
        where mail_quota_usage.used < ${quota.perDay}
        returning used`);
      if (rowsOf(taken).length === 0) throw new QuotaReached();
      return work(tx);
    });
  } catch (err) {
    if (!(err instanceof QuotaReached)) throw err;
    await recordRefusal(db, quota, day);
    throw quotaReachedError(quota, day, now);
  }
}

/**
 * Refuses at once, as `withinMailQuota` would, when the day's mails are already used up: for work that costs something
 * before the mail (rendering a PDF), so a partner past the limit costs no rendering per refused click. The count is
 * still taken atomically by `withinMailQuota`; this is only the cheap early answer.
 */
export async function refuseWhenQuotaUsed(db: Db, quota: MailQuota, now = new Date()) {
  const day = toIsoDate(now);
  const [row] = rowsOf<{ used: number }>(
    await db.execute(sql`
      select used from mail_quota_usage
      where partner_id = ${quota.partnerId} and kind = ${quota.kind} and day = ${day}`),
  );
  if ((row?.used ?? 0) < quota.perDay) return;
  await recordRefusal(db, quota, day);
  throw quotaReachedError(quota, day, now);
}

/** Counts the refusal; the first of the day leaves an audit event (a burst of refusals leaves one, not thousands). */
async function recordRefusal(db: Db, quota: MailQuota, day: IsoDate) {
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{ refused: number }>(
      await tx.execute(sql`
        update mail_quota_usage set refused = refused + 1
        where partner_id = ${quota.partnerId} and kind = ${quota.kind} and day = ${day}
        returning refused`),
    );
    if (row?.refused !== 1) return;
    await recordAudit(tx, {
      event: "mail_quota_reached",
      partnerId: quota.partnerId,
      ip: quota.ip,
      details: { kind: quota.kind, perDay: quota.perDay, day },
    });
  });
}

function quotaReachedError(quota: MailQuota, day: IsoDate, now: Date) {
  const resetsAt = dubaiInstant(mailQuotaResetDay(day), "00:00");
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  return new HttpError(429, mailQuotaReachedMessage(quota.kind, quota.perDay, day), undefined, {
    "retry-after": String(retryAfter),
  });
}
