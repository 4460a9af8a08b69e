import { formatAed, PAYMENT_STATUS } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";
import type { Partner } from "../../identity";
import type { Quotation } from "../../quotation";
import type { Payment } from "./payment-rows";

/** Tells the owning partner that a customer's money was taken but bought nothing, so they settle it with the customer. */
const REASONS: Record<string, { subject: string; why: string }> = {
  [PAYMENT_STATUS.REFUND_DUE]: {
    subject: "Refund due",
    why: "the quotation had already been paid by an earlier payment. Please refund this second payment to the customer's card.",
  },
  [PAYMENT_STATUS.PARTIAL]: {
    subject: "Partial payment",
    why: "the card was approved for only part of the amount. Please have the approved part reversed or refunded; the customer was asked to pay again in full.",
  },
};
const HELD = {
  subject: "Payment held",
  why: "the quotation was changed after this payment started, so the amount paid no longer matches what it covers. Please contact the customer to issue the policy for the amount paid or refund it.",
};

export function paymentAttentionMail(partner: Partner, quotation: Quotation, payment: Payment): OutgoingMail {
  const reason = REASONS[payment.status] ?? HELD;
  return {
    key: `payment-attention:${payment.id}`,
    to: partner.email,
    subject: `${reason.subject}: quotation ${quotation.quotationNo}`,
    content: {
      language: partner.language,
      preview: `${formatAed(payment.amountFils)} was approved for ${quotation.quotationNo} but no policy was issued.`,
      greeting: `Dear ${partner.name},`,
      intro: [
        `The bank answered a payment of ${formatAed(payment.amountFils)} (transaction ${payment.transactionId ?? "-"}) for quotation ${quotation.quotationNo} of ${quotation.sponsorName} with an approval, but no policy was issued for it: ${reason.why}`,
      ],
      facts: [
        { label: "Amount", value: formatAed(payment.amountFils) },
        { label: "Transaction", value: payment.transactionId ?? "-" },
        { label: "Customer", value: `${quotation.sponsorEmail}, ${quotation.sponsorMobile}` },
      ],
      outro: ["The payment is listed under Payments in the quotation's detail page."],
    },
  };
}
