import { useMutation } from "@tanstack/react-query";
import { apiRequest, checkedAnswer } from "./client";

/** POST /api/quotations/:id/payment-link → 202 {message}: the sponsor is e-mailed a link to pay the same amount. */
function sendPaymentLink(quotationId: number) {
  // The answer's schema (and zod with it) loads with the request, not with the pages that offer the link.
  return checkedAnswer(
    apiRequest(`/api/quotations/${quotationId}/payment-link`, { method: "POST" }),
    "quotation-api",
    () => import("@pp/domain/quotation-api"),
    (answers) => answers.sendPaymentLinkResponseSchema,
  );
}

export const useSendPaymentLink = () => useMutation({ mutationFn: sendPaymentLink });
