import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { payments, refunds } from "../../../db/schema";

/** One of the partner's refunds with the payment it returns, its row locked until `tx` ends. */
export async function lockPartnerRefund(tx: Db, partnerId: number, refundId: number) {
  const [row] = await tx
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.id, refundId), eq(refunds.partnerId, partnerId)))
    .for("update", { of: refunds });
  return row;
}

type RefundUpdate = Pick<typeof refunds.$inferInsert, "state" | "gatewayReference" | "message">;

export async function updateRefund(tx: Db, refundId: number, update: RefundUpdate) {
  await tx
    .update(refunds)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(refunds.id, refundId));
}

/** A payment that could not be applied is owed back to its card: one refund due per payment, however often decided. */
export async function insertUnappliedPaymentRefund(
  tx: Db,
  refund: { paymentId: number; partnerId: number | null; totalFils: number },
) {
  await tx
    .insert(refunds)
    .values({ reason: "payment", ...refund })
    .onConflictDoNothing();
}
