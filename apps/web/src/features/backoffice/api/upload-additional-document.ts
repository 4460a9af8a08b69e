import { type UploadAdditionalDocumentResponse, uploadAdditionalDocumentResponseSchema } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, type FieldErrors, networkError } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";

type AdditionalDocumentInput = { number: string; documentType: string; note: string; file: File };

/**
 * POST /api/backoffice/additional-documents as multipart/form-data (number, documentType, note, uploadedFiles).
 * The shared JSON client cannot send a form body, so this call reads the answer itself and fails with the same
 * ApiError (404 with a field error on `number`; 400/413 "Wrong format or image size is too big.").
 */
async function uploadAdditionalDocument(input: AdditionalDocumentInput): Promise<UploadAdditionalDocumentResponse> {
  const body = new FormData();
  body.append("number", input.number);
  body.append("documentType", input.documentType);
  body.append("note", input.note);
  body.append("uploadedFiles", input.file, input.file.name);
  let response: Response;
  try {
    response = await fetch("/api/backoffice/additional-documents", {
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
    const { message, fieldErrors } = (payload ?? {}) as { message?: unknown; fieldErrors?: unknown };
    throw new ApiError(
      response.status,
      typeof message === "string" && message ? message : "The file could not be uploaded. Please try again.",
      (fieldErrors ?? {}) as FieldErrors,
    );
  }
  return uploadAdditionalDocumentResponseSchema.parse(payload);
}

export function useUploadAdditionalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAdditionalDocument,
    // The detail pages show the new document and its timeline entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
