import { type PaymentStart, paymentStartSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/**
 * POST /api/quotations/:id/payment → the hosted payment page's address and the signed fields the browser posts to
 * it. 409 when the quotation is not finalized or already paid.
 */
async function startPayment(quotationId: number): Promise<PaymentStart> {
  return paymentStartSchema.parse(await apiRequest(`/api/quotations/${quotationId}/payment`, { method: "POST" }));
}

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
export type { PaymentStart };
