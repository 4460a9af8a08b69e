import { POLICY_CHANGE_MESSAGES } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { GatewayConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { type RefundTransport, requestRefund } from "../../../payments/gateway-refund";
import { findRefundRow } from "./refund-queries";
import { lockPartnerRefund, updateRefund } from "./refund-repository";

/** The gateway's reference for a refund: ours, so a retried call is recognised by the gateway as the same refund. */
const refundReference = (id: number) => `RF-${String(id).padStart(8, "0")}`;

/**
 * Sends a due refund to the gateway, once. The row is moved to `sent` and committed before the call, so a second
 * press, a replay or another instance finds it sent and calls nothing; a crash during the call leaves it `sent` for
 * someone to reconcile with the gateway's report, never refunded twice. A refusal puts it back to `due` with why.
 */
export async function sendRefund(
  db: Db,
  gateway: GatewayConfig,
  transport: RefundTransport,
  input: { partnerId: number; refundId: number; ip?: string },
) {
  const { partnerId, refundId } = input;
  const claimed = await db.transaction(async (tx) => {
    const row = await lockPartnerRefund(tx, partnerId, refundId);
    if (!row) throw new HttpError(404, POLICY_CHANGE_MESSAGES.refundNotFound);
    if (row.refund.state !== "due") throw new HttpError(409, POLICY_CHANGE_MESSAGES.refundNotDue);
    if (!row.payment?.transactionId) throw new HttpError(409, POLICY_CHANGE_MESSAGES.refundOffPortal);
    await updateRefund(tx, refundId, { state: "sent", message: null });
    await recordAudit(tx, { event: "refund_sent", partnerId, ip: input.ip, ...subject(row.payment.quotationId) });
    return { ...row.refund, payment: row.payment, transactionId: row.payment.transactionId };
  });
  const outcome = await requestRefund(gateway, transport, {
    referenceNumber: refundReference(refundId),
    originalTransactionId: claimed.transactionId,
    amountFils: claimed.totalFils,
    currency: claimed.payment.currency,
  });
  await db.transaction(async (tx) => {
    await updateRefund(
      tx,
      refundId,
      outcome.accepted
        ? { state: "refunded", gatewayReference: outcome.refundId }
        : { state: "due", message: outcome.message },
    );
    await recordAudit(tx, {
      event: outcome.accepted ? "refund_refunded" : "refund_failed",
      partnerId,
      ip: input.ip,
      ...subject(claimed.payment.quotationId),
      details: outcome.accepted
        ? { refundId: outcome.refundId, amountFils: claimed.totalFils }
        : { message: outcome.message, amountFils: claimed.totalFils },
    });
  });
  if (!outcome.accepted) throw new HttpError(502, POLICY_CHANGE_MESSAGES.refundGatewayFailed);
  return (await findRefundRow(db, partnerId, refundId))!;
}

/** Refunds are told on the story of the quotation whose payment they return. */
const subject = (quotationId: number) => ({ subjectType: "quotation", subjectId: String(quotationId) });
