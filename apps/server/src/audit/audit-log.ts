import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { currentActor } from "./audit-actor";

type AuditEvent =
  | "sign_in"
  | "sign_in_failed"
  | "sign_in_locked"
  | "sign_out"
  | "password_reset_requested"
  | "password_reset"
  | "partner_created"
  | "partner_updated"
  | "partner_disabled"
  | "partner_enabled";

type AuditEntry = {
  event: AuditEvent | (string & {});
  partnerId?: number | null;
  /** The partner's user who acted; by default the signed-in user of the request under way (decision 058). */
  actingUserId?: number | null;
  /** The sign-in id as typed (failures against unknown ids are recorded too). */
  userId?: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string | null;
  details?: Record<string, unknown>;
};

/** Records one event; answers its row's id, which names the event (a mail about it is keyed by it). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      event: entry.event,
      partnerId: entry.partnerId ?? null,
      actingUserId: entry.actingUserId === undefined ? currentActor() : entry.actingUserId,
      userId: entry.userId ?? null,
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}
