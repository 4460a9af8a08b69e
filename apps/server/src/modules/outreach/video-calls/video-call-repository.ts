import type { VideoCallListQuery, VideoCallStatus } from "@pp/domain";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inIds } from "../../../db/id-lists";
import { matchingRows, totalOf } from "../../../db/list-page";
import { videoCalls } from "../../../db/schema";
import { like } from "../../../db/search-patterns";

export type VideoCall = typeof videoCalls.$inferSelect;
type NewVideoCall = typeof videoCalls.$inferInsert;

/** Cancelled wins; a call is past once it has ended (the domain's VIDEO_CALL_STATUSES). */
const statusSql = sql<VideoCallStatus>`case
  when ${videoCalls.cancelledAt} is not null then 'cancelled'
  when ${videoCalls.startsAt} + make_interval(mins => ${videoCalls.durationMinutes}) <= now() then 'past'
  else 'upcoming' end`;

const columns = {
  id: videoCalls.id,
  recipientName: videoCalls.recipientName,
  recipientEmail: videoCalls.recipientEmail,
  recipientMobile: videoCalls.recipientMobile,
  startsAt: videoCalls.startsAt,
  durationMinutes: videoCalls.durationMinutes,
  meetingUrl: videoCalls.meetingUrl,
  note: videoCalls.note,
  status: statusSql,
  cancelledAt: videoCalls.cancelledAt,
  createdAt: videoCalls.createdAt,
};

type Selected = {
  startsAt: Date;
  cancelledAt: Date | null;
  createdAt: Date;
} & Record<string, unknown>;

const toRow = <T extends Selected>(r: T) => ({
  ...r,
  startsAt: r.startsAt.toISOString(),
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const SORTS = {
  starts_at: videoCalls.startsAt,
  recipient_name: videoCalls.recipientName,
  created_at: videoCalls.createdAt,
} as const;

function filters(partnerId: number, q: VideoCallListQuery): SQL {
  return and(
    eq(videoCalls.partnerId, partnerId),
    ...(q.status ? [sql`${statusSql} = ${q.status}`] : []),
    ...(q.from ? [sql`${videoCalls.startsAt} >= ${`${q.from}T00:00:00+04:00`}::timestamptz`] : []),
    ...(q.to ? [sql`${videoCalls.startsAt} < (${`${q.to}T00:00:00+04:00`}::timestamptz + interval '1 day')`] : []),
    ...(q.q
      ? [
          or(
            ilike(videoCalls.recipientName, like(q.q)),
            ilike(videoCalls.recipientEmail, like(q.q)),
            ilike(videoCalls.recipientMobile, like(q.q)),
          )!,
        ]
      : []),
  )!;
}

/** Upcoming and past calls of the partner, one page, counted in the page's own query. */
export async function listVideoCalls(db: Db, partnerId: number, q: VideoCallListQuery) {
  const where = filters(partnerId, q);
  const order = q.dir === "asc" ? asc : desc;
  const rows = await db
    .select({ ...columns, matching: matchingRows(videoCalls, where) })
    .from(videoCalls)
    .where(where)
    .orderBy(order(SORTS[q.sort]), order(videoCalls.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = await totalOf(rows, q.page, () => db.select({ n: count() }).from(videoCalls).where(where));
  return { rows: rows.map(({ matching: _, ...r }) => toRow(r)), total, page: q.page, pageSize: q.pageSize };
}

/** One of the partner's calls as the list shows it; undefined for another partner's. */
export async function findPartnerCallRow(db: Db, id: number, partnerId: number) {
  const [row] = await db
    .select(columns)
    .from(videoCalls)
    .where(and(eq(videoCalls.id, id), eq(videoCalls.partnerId, partnerId)));
  return row && toRow(row);
}

export async function insertVideoCall(tx: Db, values: NewVideoCall) {
  const [row] = await tx.insert(videoCalls).values(values).returning();
  return row!;
}

/** The partner's call, its row locked until `tx` ends. */
export async function lockPartnerCall(tx: Db, id: number, partnerId: number) {
  const [row] = await tx
    .select()
    .from(videoCalls)
    .where(and(eq(videoCalls.id, id), eq(videoCalls.partnerId, partnerId)))
    .for("update");
  return row;
}

/** Cancelled, with the next calendar SEQUENCE so that calendars replace the entry. */
export async function markCallCancelled(tx: Db, call: VideoCall) {
  const [row] = await tx
    .update(videoCalls)
    .set({ cancelledAt: new Date(), sequence: call.sequence + 1 })
    .where(eq(videoCalls.id, call.id))
    .returning();
  return row!;
}

/** The video calls of the partners being removed (the demo partners' removal, inside its transaction). */
export async function deleteVideoCallsOfPartners(tx: Db, partnerIds: number[]) {
  const which = inIds(videoCalls.partnerId, partnerIds);
  if (which) await tx.delete(videoCalls).where(which);
}
