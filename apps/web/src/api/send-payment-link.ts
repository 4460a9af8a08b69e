import { sendPaymentLinkResponseSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./client";

/** POST /api/quotations/:id/payment-link → 202 {message}: the sponsor is e-mailed a link to pay the same amount. */
async function sendPaymentLink(quotationId: number) {
  return sendPaymentLinkResponseSchema.parse(
    await apiRequest(`/api/quotations/${quotationId}/payment-link`, { method: "POST" }),
  );
}

export const useSendPaymentLink = () => useMutation({ mutationFn: sendPaymentLink });
