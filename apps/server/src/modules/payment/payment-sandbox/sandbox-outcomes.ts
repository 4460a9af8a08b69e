import type { Words } from "@pp/domain";
import type { Decision } from "../../../payments/secure-acceptance";

/**
 * What the built-in sandbox answers a payment with: its decision, its reason code and its words (decision 065). The
 * sandbox sends the words' English as the gateway's `message`, as a real gateway sends its own; the payment keeps that
 * message as it came, and the result pages say the words again by the decision and code, in the reader's language.
 */
export type SandboxOutcome = { decision: Decision; reason: string; words: Words };

export const SANDBOX_OUTCOMES = {
  accepted: {
    decision: "ACCEPT",
    reason: "100",
    words: /*i18n*/ { id: "answer.gateway.accepted", message: "Request was processed successfully." },
  },
  declined: {
    decision: "DECLINE",
    reason: "203",
    words: /*i18n*/ { id: "answer.gateway.declined", message: "General decline of the card." },
  },
  review: {
    decision: "REVIEW",
    reason: "480",
    words: /*i18n*/ { id: "answer.gateway.review", message: "The order is marked for review." },
  },
  // CyberSource answers a partial approval with ACCEPT, reason 110 and the smaller auth_amount.
  partial: {
    decision: "ACCEPT",
    reason: "110",
    words: /*i18n*/ { id: "answer.gateway.partial", message: "Only a partial amount was approved." },
  },
  cancelled: {
    decision: "CANCEL",
    reason: "200",
    words: /*i18n*/ { id: "answer.gateway.cancelled", message: "The customer cancelled the payment." },
  },
  unknownCard: {
    decision: "DECLINE",
    reason: "202",
    words: /*i18n*/ { id: "answer.gateway.unknownCard", message: "The sandbox accepts only its test cards." },
  },
} as const satisfies Record<string, SandboxOutcome>;

/**
 * The sandbox's words for a decision and reason code it answers with, or undefined for any other. Only the sandbox's:
 * a real gateway gives the same codes other meanings (202 is an expired card there), so its outcomes keep its message.
 */
export const sandboxOutcomeWords = (decision: string | null, reason: string | null): Words | undefined =>
  Object.values(SANDBOX_OUTCOMES).find((o) => o.decision === decision && o.reason === reason)?.words;
