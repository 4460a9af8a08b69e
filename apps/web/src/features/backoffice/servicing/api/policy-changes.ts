import {
  type AdditionStartRequest,
  additionStartResponseSchema,
  type CancellationQuoteRequest,
  type CancellationRequest,
  changeQuoteResponseSchema,
  type MemberDeletionQuoteRequest,
  policyChangeResponseSchema,
} from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../api/client";
import { postForm } from "../../../../api/post-form";
import { backofficeKeys } from "../../../../api/query-keys";
import { i18n } from "../../../../i18n/i18n";

/** The calls of a change to an issued policy: each priced first, then confirmed. */

const policyPath = (policyNo: string, rest: string) => `/api/policies/${encodeURIComponent(policyNo)}/${rest}`;

export async function quoteDeletion(policyNo: string, request: MemberDeletionQuoteRequest) {
  return changeQuoteResponseSchema.parse(
    await apiRequest(policyPath(policyNo, "deletions/quote"), { method: "POST", body: request }),
  );
}

export async function quoteCancellation(policyNo: string, request: CancellationQuoteRequest) {
  return changeQuoteResponseSchema.parse(
    await apiRequest(policyPath(policyNo, "cancellation/quote"), { method: "POST", body: request }),
  );
}

type DeletionInput = MemberDeletionQuoteRequest & { policyNo: string; reason: string; proof: File };

/** POST /api/policies/:number/deletions as multipart/form-data: the proof travels with the change. */
async function deleteMembers(input: DeletionInput) {
  const body = new FormData();
  body.append("memberIds", input.memberIds.join(","));
  body.append("effectiveDate", input.effectiveDate);
  body.append("reason", input.reason);
  body.append("uploadedFiles", input.proof, input.proof.name);
  const payload = await postForm(
    policyPath(input.policyNo, "deletions"),
    body,
    // Said when the call fails without the server's own words, in the page's language (the back office's catalog).
    i18n._(
      /*i18n*/ {
        id: "backoffice.policyChangePage.changeCouldNotSaved",
        message: "The change could not be saved. Please try again.",
      },
    ),
  );
  return policyChangeResponseSchema.parse(payload);
}

/** POST /api/policies/:number/additions: the addition's application, to open in the wizard. */
async function startAddition({ policyNo, ...request }: AdditionStartRequest & { policyNo: string }) {
  return additionStartResponseSchema.parse(
    await apiRequest(policyPath(policyNo, "additions"), { method: "POST", body: request }),
  );
}

async function cancelPolicy({ policyNo, ...request }: CancellationRequest & { policyNo: string }) {
  return policyChangeResponseSchema.parse(
    await apiRequest(policyPath(policyNo, "cancellation"), { method: "POST", body: request }),
  );
}

/** After a change, the policy's detail, the lists and the refunds all read again. */
function useChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

export const useDeleteMembers = () => useChange(deleteMembers);
export const useCancelPolicy = () => useChange(cancelPolicy);
export const useStartAddition = () => useMutation({ mutationFn: startAddition });
