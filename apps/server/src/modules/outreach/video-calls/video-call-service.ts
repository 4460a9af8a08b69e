import { randomUUID } from "node:crypto";
import { dubaiInstant, joinMobile, VIDEO_CALL_MESSAGES, type videoCallCreateSchema } from "@pp/domain";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError, notFound } from "../../../http/http-error";
import { withinMailQuota } from "../../../mail/daily-quota";
import { enqueueMail } from "../../../mail/outbox";
import type { Partner } from "../../identity";
import { videoCallMail } from "./video-call-mail";
import { findPartnerCallRow, insertVideoCall, lockPartnerCall, markCallCancelled } from "./video-call-repository";

type CreateInput = z.output<ReturnType<typeof videoCallCreateSchema>>;
/** `callsPerDay`: the partner's daily number of video calls booked. */
type Actor = { partner: Partner; ip?: string; callsPerDay: number };

async function ownedRow(db: Db, id: number, partnerId: number) {
  const row = await findPartnerCallRow(db, id, partnerId);
  if (!row) throw notFound(VIDEO_CALL_MESSAGES.notFound);
  return row;
}

/** Books the call and queues the e-mail with its calendar entry, in one transaction. */
export async function createVideoCall(db: Db, actor: Actor, input: CreateInput) {
  const quota = { partnerId: actor.partner.id, kind: "video_calls" as const, perDay: actor.callsPerDay, ip: actor.ip };
  const id = await withinMailQuota(db, quota, async (tx) => {
    const call = await insertVideoCall(tx, {
      partnerId: actor.partner.id,
      recipientName: input.name,
      recipientEmail: input.email,
      recipientMobile: joinMobile(input.mobile_prefix, input.mobile_number),
      startsAt: dubaiInstant(input.date, input.time),
      durationMinutes: input.duration,
      meetingUrl: input.meeting_url,
      note: input.note,
      uid: `${randomUUID()}@partnerportal.ae`,
    });
    await enqueueMail(tx, videoCallMail(actor.partner, call, "REQUEST"));
    await recordAudit(tx, {
      event: "video_call_sent",
      partnerId: actor.partner.id,
      subjectType: "video_call",
      subjectId: String(call.id),
      ip: actor.ip,
    });
    return call.id;
  });
  return ownedRow(db, id, actor.partner.id);
}

/** Cancels an upcoming call: the customer's calendar gets METHOD:CANCEL with the same UID and the next SEQUENCE. */
export async function cancelVideoCall(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const call = await lockPartnerCall(tx, id, actor.partner.id);
    if (!call) throw notFound(VIDEO_CALL_MESSAGES.notFound);
    if (call.cancelledAt) throw new HttpError(409, VIDEO_CALL_MESSAGES.alreadyCancelled);
    if (call.startsAt.getTime() + call.durationMinutes * 60_000 <= Date.now())
      throw new HttpError(409, VIDEO_CALL_MESSAGES.alreadyHeld);
    const cancelled = await markCallCancelled(tx, call);
    await enqueueMail(tx, videoCallMail(actor.partner, cancelled, "CANCEL"));
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
