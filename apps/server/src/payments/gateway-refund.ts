import { formatAmount } from "@pp/domain";
import type { GatewayConfig } from "../config";
import {
  type GatewayFields,
  gatewayFieldsSchema,
  hasValidSignature,
  signedDateTime,
  signFields,
} from "./secure-acceptance";

/**
 * The gateway's refund call, server to server: a signed request naming the original transaction and the amount to
 * return to its card, and a signed answer. The same HMAC signing as the hosted payment page, so the sandbox and a
 * real gateway's adapter share the merchant's keys.
 */

/** Posts the signed fields and returns the gateway's answer fields (a transport can be the network or in-process). */
export type RefundTransport = (url: string, fields: GatewayFields) => Promise<GatewayFields>;

/** The fields of the gateway's refund answer that must be covered by its signature before we act on them. */
const REFUND_RESPONSE_SIGNED_FIELDS = [
  "decision",
  "transaction_id",
  "req_reference_number",
  "req_amount",
  "req_currency",
  "req_original_transaction_id",
] as const;

type RefundRequest = {
  /** Ours, unique per refund: the gateway refuses a reference it has already refunded. */
  referenceNumber: string;
  originalTransactionId: string;
  amountFils: number;
  currency: string;
};

type RefundOutcome = { accepted: true; refundId: string } | { accepted: false; message: string };

function signedRefundRequest(gateway: GatewayConfig, r: RefundRequest): GatewayFields {
  return signFields(
    {
      access_key: gateway.accessKey,
      profile_id: gateway.profileId,
      transaction_type: "refund",
      reference_number: r.referenceNumber,
      original_transaction_id: r.originalTransactionId,
      amount: formatAmount(r.amountFils),
      currency: r.currency,
      signed_date_time: signedDateTime(),
    },
    gateway.secretKey,
  );
}

/**
 * Asks the gateway to refund; an answer that is not signed by it, or that is about another refund, counts as no
 * refund (the money may not have moved, so the refund must be looked at rather than assumed done).
 */
export async function requestRefund(
  gateway: GatewayConfig,
  transport: RefundTransport,
  r: RefundRequest,
): Promise<RefundOutcome> {
  if (!gateway.refundUrl) return { accepted: false, message: "No refund endpoint is configured for the gateway." };
  const sent = signedRefundRequest(gateway, r);
  let answer: GatewayFields;
  try {
    answer = gatewayFieldsSchema.parse(await transport(gateway.refundUrl, sent));
  } catch {
    return { accepted: false, message: "The payment gateway could not be reached." };
  }
  const ours =
    hasValidSignature(answer, gateway.secretKey, REFUND_RESPONSE_SIGNED_FIELDS) &&
    answer.req_reference_number === sent.reference_number &&
    answer.req_amount === sent.amount &&
    answer.req_currency === sent.currency &&
    answer.req_original_transaction_id === sent.original_transaction_id;
  if (!ours) return { accepted: false, message: "The payment gateway's answer could not be verified." };
  if (answer.decision === "ACCEPT" && answer.transaction_id) return { accepted: true, refundId: answer.transaction_id };
  return { accepted: false, message: (answer.message ?? "The payment gateway refused the refund.").slice(0, 300) };
}

/** The network transport: a form post, answered with form fields. */
export const httpRefundTransport: RefundTransport = async (url, fields) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`gateway answered ${res.status}`);
  return Object.fromEntries(new URLSearchParams(await res.text()));
};
