import { type PaymentStart, paymentStartSchema, type StartRenewalPaymentRequest } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { useRenewalAudience } from "../renewal-audience";
import { renewalMeta } from "./query-keys";

/**
 * POST /api/renewals/current/payment → the hosted payment page's address and the signed fields to post to it. The
 * gateway sends the payer back to the frame they paid from: the customer's pages or the partner's shell.
 */
async function startRenewalPayment(body: StartRenewalPaymentRequest): Promise<PaymentStart> {
  return paymentStartSchema.parse(await apiRequest("/api/renewals/current/payment", { method: "POST", body }));
}

export function useStartRenewalPayment() {
  const returnTo = useRenewalAudience();
  return useMutation({ mutationFn: () => startRenewalPayment({ returnTo }), meta: renewalMeta });
}
