import { formatAmount } from "@pp/domain";
import type { Payment } from "./payment-rows";

/** A payment as the result pages and the partner's screens read it (the body of the payment status answers). */
export function paymentStatusOf(
  payment: Payment,
  quotation: { quotationNo: string; id: number; sponsorEmail: string; journey: string },
  policyNo: string | null,
) {
  return {
    status: payment.status,
    decision: payment.decision,
    transactionId: payment.transactionId,
    amount: formatAmount(payment.amountFils),
    amountFils: payment.amountFils,
    currency: payment.currency,
    card: payment.cardMasked,
    message: payment.message,
    quotationNo: quotation.quotationNo,
    quotationId: quotation.id,
    journey: quotation.journey,
    policyNo,
    sponsorEmail: quotation.sponsorEmail,
  };
}
