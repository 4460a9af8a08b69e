import { formatAmount } from "@pp/domain";
import type { FastifyRequest } from "fastify";
import { answerFor } from "../../../i18n/answer-text";
import type { Payment } from "./payment-rows";
import { recordedOutcome } from "./recorded-outcome";

/**
 * A payment as the result pages and the partner's screens read it (the body of the payment status answers), its
 * outcome said in the language of the request it answers (`recordedOutcome`).
 */
export function paymentStatusOf(
  request: FastifyRequest,
  gateway: { sandbox: boolean },
  payment: Payment,
  quotation: { quotationNo: string; id: number; sponsorEmail: string; journey: string },
  policyNo: string | null,
) {
  const outcome = recordedOutcome(payment, gateway);
  return {
    status: payment.status,
    decision: payment.decision,
    transactionId: payment.transactionId,
    amount: formatAmount(payment.amountFils),
    amountFils: payment.amountFils,
    currency: payment.currency,
    card: payment.cardMasked,
    message: outcome === null ? null : answerFor(request, outcome),
    quotationNo: quotation.quotationNo,
    quotationId: quotation.id,
    journey: quotation.journey,
    policyNo,
    sponsorEmail: quotation.sponsorEmail,
  };
}
