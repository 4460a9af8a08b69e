import { formatAed, PAYMENT_STATUS } from "@pp/domain";
import type { OutgoingMail } from "../../mail/outbox";
import type { Partner } from "../partners/partner-repository";
import type { Quotation } from "../quotations/quotation-repository";
import type { Payment } from "./payment-service";

/** Tells the owning partner that a customer's money was taken but bought nothing, so they settle it with the customer. */
export function paymentAttentionMail(partner: Partner, quotation: Quotation, payment: Payment): OutgoingMail {
  const refund = payment.status === PAYMENT_STATUS.REFUND_DUE;
  return {
    key: `payment-attention:${payment.id}`,
    to: partner.email,
    subject: `${refund ? "Refund due" : "Payment held"}: quotation ${quotation.quotationNo}`,
    text: [
      `Dear ${partner.name},`,
      "",
      `The bank accepted a payment of ${formatAed(payment.amountFils)} (transaction ${payment.transactionId ?? "-"}) for quotation ${quotation.quotationNo} of ${quotation.sponsorName}, but no policy was issued for it:`,
      refund
        ? "the quotation had already been paid by an earlier payment. Please refund this second payment to the customer's card."
        : "the quotation was changed after this payment started, so the amount paid no longer matches what it covers. Please contact the customer to issue the policy for the amount paid or refund it.",
      "",
      `Customer: ${quotation.sponsorEmail}, ${quotation.sponsorMobile}`,
      "The payment is listed under Payments in the quotation's detail page.",
      "",
      "Partner Portal",
    ].join("\n"),
  };
}
