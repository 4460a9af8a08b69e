import { say } from "../i18n/say";
/**
 * A refund owed to a customer: recorded as due when a change returns premium, sent when the payment gateway has been
 * asked to return it to the card that paid, refunded when the gateway confirmed it. A refund of a policy paid on a
 * product's own site stays due here: that site returns it.
 */
export const REFUND_STATES = ["due", "sent", "refunded"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  due: say(/*i18n*/ { id: "servicingRefunds.due", message: "Due" }),
  sent: say(/*i18n*/ { id: "servicingRefunds.sentToTheGateway", message: "Sent to the gateway" }),
  refunded: say(/*i18n*/ { id: "common.refunded", message: "Refunded" }),
};

/** Why money is owed back: a member removed mid-term, a policy cancelled, or a payment that could not be applied. */
export const REFUND_REASONS = ["deletion", "cancellation", "payment"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  deletion: say(/*i18n*/ { id: "common.membersRemoved", message: "Members removed" }),
  cancellation: say(/*i18n*/ { id: "common.policyCancelled", message: "Policy cancelled" }),
  payment: say(/*i18n*/ { id: "servicingRefunds.paymentNotApplied", message: "Payment not applied" }),
};
