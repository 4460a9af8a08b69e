import { quotationMailResponseSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** POST /api/quotations/:id/quotation-mail → 202 {message}: the sponsor is e-mailed the quotation PDF. */
async function mailQuotation(quotationId: number) {
  return quotationMailResponseSchema.parse(
    await apiRequest(`/api/quotations/${quotationId}/quotation-mail`, { method: "POST" }),
  );
}

export const useMailQuotation = () => useMutation({ mutationFn: mailQuotation });

/** The quotation PDF (GET /api/quotations/:id/quotation.pdf), downloaded rather than opened. */
export const quotationPdfUrl = (quotationId: number) => `/api/quotations/${quotationId}/quotation.pdf?download=1`;

/** The comparison PDF of the plans given (GET /api/quotations/:id/plans/comparison.pdf). */
export const comparisonPdfUrl = (quotationId: number, codes: readonly string[]) =>
  `/api/quotations/${quotationId}/plans/comparison.pdf?${new URLSearchParams({ plans: codes.join(",") })}`;
