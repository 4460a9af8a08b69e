import { type RetrieveRequest, retrieveResponseSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../api/client";

type RetrieveResponse = z.infer<typeof retrieveResponseSchema>;

/**
 * POST /api/quotations/retrieve (the legacy client\'s RetrieveApplication): one of the partner's quotations by number, contact
 * number and e-mail. 404 and 429 carry a message for the user (shown in the dialog).
 */
async function retrieveQuotation(request: RetrieveRequest): Promise<RetrieveResponse> {
  return retrieveResponseSchema.parse(await apiRequest("/api/quotations/retrieve", { method: "POST", body: request }));
}

export const useRetrieveQuotation = () => useMutation({ mutationFn: retrieveQuotation });
