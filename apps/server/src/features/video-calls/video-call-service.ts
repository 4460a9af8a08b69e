import { randomUUID } from "node:crypto";
import {
  dubaiInstant,
  joinMobile,
  VIDEO_CALL_MESSAGES,
  type VideoCallListQuery,
  type VideoCallStatus,
  type videoCallCreateSchema,
} from "@pp/domain";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { videoCalls } from "../../db/schema";
import { HttpError, notFound } from "../../http/http-error";
import { withinMailQuota } from "../../mail/daily-quota";
import { enqueueMail } from "../../mail/outbox";
import { like } from "../backoffice/list-filters";
import { matchingRows, totalOf } from "../backoffice/list-queries";
import type { Partner } from "../partners/partner-repository";
import { videoCallMail } from "./video-call-mail";

type CreateInput = z.output<ReturnType<typeof videoCallCreateSchema>>;
/** `callsPerDay`: the partner's daily number of video calls booked. */
type Actor = { partner: Partner; ip?: string; callsPerDay: number };

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
    .select({ ...columns, matching: matchingRows })
    .from(videoCalls)
    .where(where)
    .orderBy(order(SORTS[q.sort]), order(videoCalls.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = await totalOf(rows, q.page, () => db.select({ n: count() }).from(videoCalls).where(where));
  return { rows: rows.map(({ matching: _, ...r }) => toRow(r)), total, page: q.page, pageSize: q.pageSize };
}

async function ownedRow(db: Db, id: number, partnerId: number) {
  const [row] = await db
    .select(columns)
    .from(videoCalls)
    .where(and(eq(videoCalls.id, id), eq(videoCalls.partnerId, partnerId)));
  if (!row) throw notFound(VIDEO_CALL_MESSAGES.notFound);
  return toRow(row);
}

/** Books the call and queues the e-mail with its calendar entry, in one transaction. */
export async function createVideoCall(db: Db, actor: Actor, input: CreateInput) {
  const quota = { partnerId: actor.partner.id, kind: "video_calls" as const, perDay: actor.callsPerDay, ip: actor.ip };
  const id = await withinMailQuota(db, quota, async (tx) => {
    const [call] = await tx
      .insert(videoCalls)
      .values({
        partnerId: actor.partner.id,
        recipientName: input.name,
        recipientEmail: input.email,
        recipientMobile: joinMobile(input.mobile_prefix, input.mobile_number),
        startsAt: dubaiInstant(input.date, input.time),
        durationMinutes: input.duration,
        meetingUrl: input.meeting_url,
        note: input.note,
        uid: `${randomUUID()}@partnerportal.ae`,
      })
      .returning();
    await enqueueMail(tx, videoCallMail(actor.partner, call!, "REQUEST"));
    await recordAudit(tx, {
      event: "video_call_sent",
      partnerId: actor.partner.id,
      subjectType: "video_call",
      subjectId: String(call!.id),
      ip: actor.ip,
    });
    return call!.id;
  });
  return ownedRow(db, id, actor.partner.id);
}

/** Cancels an upcoming call: the customer's calendar gets METHOD:CANCEL with the same UID and the next SEQUENCE. */
export async function cancelVideoCall(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [call] = await tx
      .select()
      .from(videoCalls)
      .where(and(eq(videoCalls.id, id), eq(videoCalls.partnerId, actor.partner.id)))
      .for("update");
    if (!call) throw notFound(VIDEO_CALL_MESSAGES.notFound);
    if (call.cancelledAt) throw new HttpError(409, VIDEO_CALL_MESSAGES.alreadyCancelled);
    if (call.startsAt.getTime() + call.durationMinutes * 60_000 <= Date.now())
      throw new HttpError(409, VIDEO_CALL_MESSAGES.alreadyHeld);
    const [cancelled] = await tx
      .update(videoCalls)
      .set({ cancelledAt: new Date(), sequence: call.sequence + 1 })
      .where(eq(videoCalls.id, id))
      .returning();
    await enqueueMail(tx, videoCallMail(actor.partner, cancelled!, "CANCEL"));
    await recordAudit(tx, {
      event: "video_call_cancelled",
      partnerId: actor.partner.id,
      subjectType: "video_call",
      subjectId: String(id),
      ip: actor.ip,
    });
  });
  return ownedRow(db, id, actor.partner.id);
}
