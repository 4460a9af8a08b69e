import { say } from "./i18n/say";
/**
 * What a payment attempt became. "held" and "refund_due" are money the bank took that we did not apply:
 * the quotation changed after the attempt started, or another payment had already paid it.
 */
export const PAYMENT_STATUS = {
  INITIATED: "initiated",
  REVIEW: "review",
  ACCEPTED: "accepted",
  DECLINED: "declined",
  ERROR: "error",
  CANCELLED: "cancelled",
  HELD: "held",
  REFUND_DUE: "refund_due",
  /** The bank approved less than the amount, or approved it only with conditions: no policy, pay again in full. */
  PARTIAL: "partial",
} as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Still waiting for the bank: the result pages offer a refresh rather than a retry. */
export const PENDING_PAYMENT_STATUSES: ReadonlySet<string> = new Set([PAYMENT_STATUS.INITIATED, PAYMENT_STATUS.REVIEW]);
/** Taken but not applied: the customer must not pay again, an operator settles it. */
export const UNAPPLIED_PAYMENT_STATUSES: ReadonlySet<string> = new Set([
  PAYMENT_STATUS.HELD,
  PAYMENT_STATUS.REFUND_DUE,
]);

export const PAYMENT_MESSAGES = {
  held: say(
    /*i18n*/ {
      id: "payment.held",
      message:
        "Your payment was received, but the application was changed after the payment started, so no policy was issued yet. Please do not pay again: your insurance partner has been told and will contact you to issue the policy or refund the payment in full.",
    },
  ),
  refundDue: say(
    /*i18n*/ {
      id: "payment.refundDue",
      message:
        "This application had already been paid by an earlier payment, so this second payment will be refunded in full to the same card. Please do not pay again: your insurance partner has been told and will arrange the refund.",
    },
  ),
  partial: (approved: string, due: string) =>
    say(
      /*i18n*/ {
        id: "payment.partial",
        message:
          "Your card was approved for {approved} of the {due} due, so the payment was not completed and no policy was issued. Any amount held on your card will be released or refunded in full; your insurance partner has been told. Please pay again with a card that covers the whole amount.",
        values: { approved, due },
      },
    ),
  reviewOpen: say(
    /*i18n*/ {
      id: "payment.aPaymentForThisApplicationIs",
      message:
        "A payment for this application is being reviewed by the bank. Please wait for its result before paying again.",
    },
  ),
} as const;
