import { addDays, RENEWAL_GRACE_DAYS } from "@pp/domain";
import { and, eq, gt, TransactionRollbackError } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies, renewalReminderLinks } from "../../../db/schema";
import { enqueueMail, type OutgoingMail } from "../../../mail/outbox";
import { hashToken, newSecretToken } from "../../../security/tokens";

/** A reminder's link lives as long as the policy can be renewed: to the end of the grace after it expires. */
async function createReminderLink(tx: Db, policy: { id: number; endDate: string }): Promise<string> {
  const token = newSecretToken();
  await tx.insert(renewalReminderLinks).values({
    tokenHash: hashToken(token),
    policyId: policy.id,
    expiresAt: new Date(`${addDays(policy.endDate, RENEWAL_GRACE_DAYS + 1)}T00:00:00+04:00`),
  });
  return token;
}

/** The policy number a live reminder link opens, or undefined for an unknown or expired link. */
export async function policyNumberOfReminderLink(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ policyNo: policies.policyNo })
    .from(renewalReminderLinks)
    .innerJoin(policies, eq(policies.id, renewalReminderLinks.policyId))
    .where(and(eq(renewalReminderLinks.tokenHash, hashToken(token)), gt(renewalReminderLinks.expiresAt, new Date())));
  return row?.policyNo;
}

/**
 * Writes a reminder mail and the link it carries together: a mail never carries a link that was not stored, and when
 * another instance queued the same reminder first (same outbox key) this link is dropped with the transaction.
 */
export async function queueReminderWithLink(
  db: Db,
  policy: { id: number; endDate: string },
  mailFor: (token: string) => OutgoingMail,
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const token = await createReminderLink(tx, policy);
      if (!(await enqueueMail(tx, mailFor(token)))) tx.rollback();
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return false;
      throw err;
    });
}
