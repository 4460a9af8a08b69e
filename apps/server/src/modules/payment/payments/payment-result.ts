import {
  formatAmount,
  isJourneyProduct,
  journeyOf,
  journeyResultPath,
  PARTNER_RENEWAL_ROUTE_BASE,
  RETURN_TRANSACTION_PARAM,
  renewalStepPath,
} from "@pp/domain";
import type { Payment } from "./payment-rows";

/**
 * Where the customer's browser lands after the gateway, per channel and, for a partner's own application, per
 * product (an H+ payment returns to /paymentsuccess); the page asks the server what happened. An answer that could
 * not be verified names no product and lands on Basic's page, as before H+.
 */
export function resultUrl(payment: Payment | null, fields: Record<string, string>, product = "basic") {
  const query = new URLSearchParams({
    [RETURN_TRANSACTION_PARAM]: payment?.transactionId ?? fields.transaction_id ?? "",
    status: payment?.decision ?? "ERROR",
    message: (payment?.message ?? "The payment could not be verified.").slice(0, 200),
    amount: payment ? formatAmount(payment.amountFils) : "",
    Currency: payment?.currency ?? "AED",
    card: payment?.cardMasked ?? "",
  });
  if (payment?.channel === "invitation") return `${renewalStepPath("invitationResult")}?${query}`;
  if (payment?.channel === "renewal") return `${renewalStepPath("result")}?${query}`;
  if (payment?.channel === "partner_renewal")
    return `${renewalStepPath("result", PARTNER_RENEWAL_ROUTE_BASE)}?${query}`;
  if (payment?.channel === "link") return `/pay/result?${query}`;
  return `${journeyResultPath(journeyOf(isJourneyProduct(product) ? product : "basic"))}?${query}`;
}
