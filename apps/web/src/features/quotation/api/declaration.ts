import {
  type DeclarationDetailsRequest,
  type DeclarationRequest,
  type DeclarationResponse,
  declarationResponseSchema,
} from "@pp/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { quotationKeys } from "./query-keys";

const declarationUrl = (quotationId: number) => `/api/quotations/${quotationId}/declaration`;

/** GET /api/quotations/:id/declaration: the questions and each member's answers so far. */
export const declarationQueryOptions = (quotationId: number) =>
  queryOptions({
    queryKey: quotationKeys.declaration(quotationId),
    queryFn: async ({ signal }) =>
      declarationResponseSchema.parse(await apiRequest(declarationUrl(quotationId), { signal })),
    // Members may have been added or removed on an earlier step since the last visit.
    refetchOnMount: "always",
  });

function useSaved(quotationId: number) {
  const queryClient = useQueryClient();
  return (data: DeclarationResponse) => {
    queryClient.setQueryData(quotationKeys.declaration(quotationId), data);
    // A saved declaration reopens a finalized application: the review and the status change.
    void queryClient.invalidateQueries({
      queryKey: quotationKeys.detail(quotationId),
      predicate: (query) => query.queryKey[2] !== "declaration",
    });
  };
}

/** PUT /api/quotations/:id/declaration → the declaration as saved. */
export function useSaveDeclaration(quotationId: number) {
  const onSuccess = useSaved(quotationId);
  return useMutation({
    mutationFn: async (body: DeclarationRequest) =>
      declarationResponseSchema.parse(await apiRequest(declarationUrl(quotationId), { method: "PUT", body })),
    onSuccess,
  });
}

/** PUT /api/quotations/:id/declaration/details → the declaration as saved. */
export function useSaveDeclarationDetails(quotationId: number) {
  const onSuccess = useSaved(quotationId);
  return useMutation({
    mutationFn: async (body: DeclarationDetailsRequest) =>
      declarationResponseSchema.parse(
        await apiRequest(`${declarationUrl(quotationId)}/details`, { method: "PUT", body }),
      ),
    onSuccess,
  });
}
