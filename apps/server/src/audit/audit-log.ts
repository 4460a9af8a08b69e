import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

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
  userId?: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string | null;
  details?: Record<string, unknown>;
};

export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    event: entry.event,
    partnerId: entry.partnerId ?? null,
    userId: entry.userId ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
