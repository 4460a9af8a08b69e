import { type DocumentsScreen, documentsScreenSchema } from "@pp/domain";

import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

const documentsQueryKey = (quotationId: number) => ["quotation", quotationId, "documents"] as const;

/**
 * GET /api/quotations/:id/documents (the legacy client\'s readData for step 3): ID numbers as saved, each upload field holding
 * the current document id or null, and the stored files' names.
 */
async function getDocuments(quotationId: number, signal?: AbortSignal): Promise<DocumentsScreen> {
  return documentsScreenSchema.parse(await apiRequest(`/api/quotations/${quotationId}/documents`, { signal }));
}

export const documentsQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: documentsQueryKey(quotationId),
    queryFn: ({ signal }) => getDocuments(quotationId, signal),
    // The form starts from this answer, so it must never come from an older visit's cache.
    staleTime: 0,
    gcTime: 0,
  });

/** Where a stored document opens: `inline` shows it in a tab, otherwise it downloads. */
export const documentUrl = (documentId: string, { inline = true } = {}) =>
  `/api/documents/${encodeURIComponent(documentId)}${inline ? "?inline=1" : ""}`;
export type { DocumentsScreen };
