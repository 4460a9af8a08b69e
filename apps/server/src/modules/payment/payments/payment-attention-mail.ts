import { formatAed, PAYMENT_STATUS, type Words } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";
import type { Partner } from "../../identity";
import type { Quotation } from "../../quotation";
import type { Payment } from "./payment-rows";

/** Tells the owning partner that a customer's money was taken but bought nothing, so they settle it with the customer. */
const REASONS: Record<string, { subject: Words; why: Words }> = {
  [PAYMENT_STATUS.REFUND_DUE]: {
    subject: /*i18n*/ { id: "mail.paymentAttention.refundDue", message: "Refund due" },
    why: /*i18n*/ {
      id: "mail.paymentAttention.refundDueWhy",
      message:
        "the quotation had already been paid by an earlier payment. Please refund this second payment to the customer's card.",
    },
  },
  [PAYMENT_STATUS.PARTIAL]: {
    subject: /*i18n*/ { id: "mail.paymentAttention.partial", message: "Partial payment" },
    why: /*i18n*/ {
      id: "mail.paymentAttention.partialWhy",
      message:
        "the card was approved for only part of the amount. Please have the approved part reversed or refunded; the customer was asked to pay again in full.",
    },
  },
};
const HELD = {
  subject: /*i18n*/ { id: "mail.paymentAttention.held", message: "Payment held" },
  why: /*i18n*/ {
    id: "mail.paymentAttention.heldWhy",
    message:
      "the quotation was changed after this payment started, so the amount paid no longer matches what it covers. Please contact the customer to issue the policy for the amount paid or refund it.",
  },
};

export function paymentAttentionMail(partner: Partner, quotation: Quotation, payment: Payment): OutgoingMail {
  const reason = REASONS[payment.status] ?? HELD;
  const { quotationNo } = quotation;
  const amount = formatAed(payment.amountFils);
  const transaction = payment.transactionId ?? "-";
  return {
    key: `payment-attention:${payment.id}`,
    to: partner.email,
    subject: /*i18n*/ {
      id: "mail.paymentAttention.subject",
      message: "{reason}: quotation {quotationNo}",
      values: { reason: reason.subject, quotationNo },
    },
    content: {
      language: partner.language,
      preview: /*i18n*/ {
        id: "mail.paymentAttention.preview",
        message: "{amount} was approved for {quotationNo} but no policy was issued.",
        values: { amount, quotationNo },
      },
      greeting: dear(partner.name),
      intro: [
        /*i18n*/ {
          id: "mail.paymentAttention.what",
          message:
            "The bank answered a payment of {amount} (transaction {transaction}) for quotation {quotationNo} of {sponsor} with an approval, but no policy was issued for it: {why}",
          values: { amount, transaction, quotationNo, sponsor: quotation.sponsorName, why: reason.why },
        },
      ],
      facts: [
        { label: /*i18n*/ { id: "mail.paymentAttention.amount", message: "Amount" }, value: amount },
        { label: /*i18n*/ { id: "mail.paymentAttention.transaction", message: "Transaction" }, value: transaction },
        {
          label: /*i18n*/ { id: "mail.paymentAttention.customer", message: "Customer" },
          value: `${quotation.sponsorEmail}, ${quotation.sponsorMobile}`,
        },
      ],
      outro: [
        /*i18n*/ {
          id: "mail.paymentAttention.listed",
          message: "The payment is listed under Payments in the quotation's detail page.",
        },
      ],
    },
  };
}
