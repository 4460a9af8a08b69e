import type { QuotationSavedResponse, SponsorPayload } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { quotationRequest } from "./quotation-request";

type CreateQuotationInput = { payload: SponsorPayload; idempotencyKey: string };

/**
 * POST /api/quotations: 201 {message: "Quotation created successfully", quotationId, quotationNo}. The server also
 * queues the quotation e-mail (the legacy client\'s SendQuoteCreationMail). A retry with the same Idempotency-Key answers the
 * quotation the first attempt created, so a lost response never makes a second quotation.
 */
function createQuotation({ payload, idempotencyKey }: CreateQuotationInput): Promise<QuotationSavedResponse> {
  return quotationRequest("/api/quotations", (answers) => answers.quotationSavedResponseSchema, {
    method: "POST",
    body: payload,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export const useCreateQuotation = () => useMutation({ mutationFn: createQuotation });
