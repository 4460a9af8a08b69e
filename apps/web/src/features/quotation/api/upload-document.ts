import type { UploadOwner } from "@pp/domain";
import { uploadResponseSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { ApiError, networkError } from "../../../api/client";

type UploadDocumentInput = {
  quotationId: number;
  owner: UploadOwner;
  /** Members only. */
  memberSno?: number;
  /** The slot key, e.g. "emirates_id" or "photograph". */
  documentType: string;
  file: File;
};

/**
 * POST /api/quotations/:id/documents (the legacy client\'s uploadFile) as multipart/form-data, the file in `uploadedFiles`.
 * 201 → the stored document; 400/413 → {message: "Wrong format or image size is too big."}. The shared JSON client
 * cannot send a form body, so this call reads the answer itself and fails with the same ApiError.
 */
async function uploadDocument({ quotationId, owner, memberSno, documentType, file }: UploadDocumentInput) {
  const body = new FormData();
  body.append("flag", owner);
  if (memberSno !== undefined) body.append("memberSno", String(memberSno));
  body.append("documentType", documentType);
  body.append("uploadedFiles", file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/quotations/${quotationId}/documents`, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    throw networkError();
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (payload as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      response.status,
      typeof message === "string" && message ? message : "The file could not be uploaded. Please try again.",
    );
  }
  return uploadResponseSchema.parse(payload);
}

export const useUploadDocument = () => useMutation({ mutationFn: uploadDocument });
