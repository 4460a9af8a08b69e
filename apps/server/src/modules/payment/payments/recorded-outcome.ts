import { PAYMENT_STATUS, UNAPPLIED_PAYMENT_STATUSES } from "@pp/domain";
import type { AnswerText } from "../../../i18n/answer-text";
import { sandboxOutcomeWords } from "../payment-sandbox/sandbox-outcomes";
import type { Payment } from "./payment-rows";

/** The statuses whose message is the domain's, not the gateway's (the service writes it: held, refund due, partial). */
const DOMAIN_SAYS = new Set<string>([...UNAPPLIED_PAYMENT_STATUSES, PAYMENT_STATUS.PARTIAL]);

/**
 * What a payment's recorded outcome says (decision 065). The payment keeps the gateway's code and message as they
 * came; when the server runs the built-in sandbox, the sandbox's words for that decision and code are said instead, in
 * the reader's language. Any other outcome (a real gateway's, a code the sandbox never gives) is its message as it
 * came, and a domain message stays a string for the domain's catalog.
 */
export function recordedOutcome(
  payment: Pick<Payment, "status" | "decision" | "reasonCode" | "message">,
  gateway: { sandbox: boolean },
): AnswerText | null {
  if (!gateway.sandbox || DOMAIN_SAYS.has(payment.status)) return payment.message;
  return sandboxOutcomeWords(payment.decision, payment.reasonCode) ?? payment.message;
}
