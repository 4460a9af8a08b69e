import { type PaymentStart, paymentStartSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { renewalMeta } from "./query-keys";

/** POST /api/renewals/current/payment → the hosted payment page's address and the signed fields to post to it. */
async function startRenewalPayment(): Promise<PaymentStart> {
  return paymentStartSchema.parse(await apiRequest("/api/renewals/current/payment", { method: "POST" }));
}

export const useStartRenewalPayment = () => useMutation({ mutationFn: startRenewalPayment, meta: renewalMeta });
