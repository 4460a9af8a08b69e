import type { PaymentStart, StartRenewalPaymentRequest } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { useRenewalAudience } from "../renewal-audience";
import { renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * POST /api/renewals/current/payment → the hosted payment page's address and the signed fields to post to it. The
 * gateway sends the payer back to the frame they paid from: the customer's pages or the partner's shell.
 */
async function startRenewalPayment(body: StartRenewalPaymentRequest): Promise<PaymentStart> {
  return renewalRequest("/api/renewals/current/payment", (api) => api.startRenewalPaymentResponseSchema, {
    method: "POST",
    body,
  });
}

export function useStartRenewalPayment() {
  const returnTo = useRenewalAudience();
  return useMutation({ mutationFn: () => startRenewalPayment({ returnTo }), meta: renewalMeta });
}
