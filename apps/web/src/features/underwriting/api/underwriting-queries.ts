import {
  type Approvals,
  approvalsResponseSchema,
  type UnderwritingCase,
  type UnderwritingDecisionRequest,
  type UnderwritingQueue,
  underwritingCaseResponseSchema,
  underwritingQueueResponseSchema,
  underwritingStatusResponseSchema,
} from "@pp/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

const keys = {
  all: ["underwriting"] as const,
  queue: ["underwriting", "queue"] as const,
  case: (id: number) => ["underwriting", "case", id] as const,
  approvals: ["underwriting", "approvals"] as const,
};

/** GET /api/underwriting/queue (underwriters): referred applications, the longest waiting first. */
export const queueQueryOptions = () =>
  queryOptions({
    queryKey: keys.queue,
    queryFn: async ({ signal }): Promise<UnderwritingQueue> =>
      underwritingQueueResponseSchema.parse(await apiRequest("/api/underwriting/queue", { signal })),
    staleTime: 0,
  });

/** GET /api/underwriting/cases/:id (underwriters): everything the decision is taken on. */
export const caseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.case(id),
    queryFn: async ({ signal }): Promise<UnderwritingCase> =>
      underwritingCaseResponseSchema.parse(await apiRequest(`/api/underwriting/cases/${id}`, { signal })),
    staleTime: 0,
  });

/** GET /api/approvals (partners): their applications that went to underwriting. */
export const approvalsQueryOptions = () =>
  queryOptions({
    queryKey: keys.approvals,
    queryFn: async ({ signal }): Promise<Approvals> =>
      approvalsResponseSchema.parse(await apiRequest("/api/approvals", { signal })),
    staleTime: 0,
  });

/** The document as the underwriter opens it: shown in a new tab. */
export const caseDocumentUrl = (caseId: number, documentId: string) =>
  `/api/underwriting/cases/${caseId}/documents/${documentId}?inline=1`;

/** POST /api/underwriting/cases/:id/decision → the application's new status. */
export function useDecide(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: UnderwritingDecisionRequest) =>
      underwritingStatusResponseSchema.parse(
        await apiRequest(`/api/underwriting/cases/${id}/decision`, { method: "POST", body: decision }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
