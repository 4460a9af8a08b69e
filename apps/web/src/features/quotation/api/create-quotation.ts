import { type QuotationSavedResponse, quotationSavedResponseSchema, type SponsorPayload } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

type CreateQuotationInput = { payload: SponsorPayload; idempotencyKey: string };

/**
 * POST /api/quotations: 201 {message: "Quotation created successfully", quotationId, quotationNo}. The server also
 * queues the quotation e-mail (the legacy client\'s SendQuoteCreationMail). A retry with the same Idempotency-Key answers the
 * quotation the first attempt created, so a lost response never makes a second quotation.
 */
async function createQuotation({ payload, idempotencyKey }: CreateQuotationInput): Promise<QuotationSavedResponse> {
  const body = await apiRequest("/api/quotations", {
    method: "POST",
    body: payload,
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return quotationSavedResponseSchema.parse(body);
}

export const useCreateQuotation = () => useMutation({ mutationFn: createQuotation });
