import { type UploadAdditionalDocumentResponse, uploadAdditionalDocumentResponseSchema } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "../../../api/post-form";
import { backofficeKeys } from "../../../api/query-keys";
import { translateMessage } from "../../../i18n/i18n";

type AdditionalDocumentInput = { number: string; documentType: string; note: string; file: File };

/** POST /api/backoffice/additional-documents as multipart/form-data (number, documentType, note, uploadedFiles). */
async function uploadAdditionalDocument(input: AdditionalDocumentInput): Promise<UploadAdditionalDocumentResponse> {
  const body = new FormData();
  body.append("number", input.number);
  body.append("documentType", input.documentType);
  body.append("note", input.note);
  body.append("uploadedFiles", input.file, input.file.name);
  const payload = await postForm(
    "/api/backoffice/additional-documents",
    body,
    translateMessage(
      /*i18n*/ {
        id: "backoffice.uploadDocumentForm.fileCouldNotUploaded",
        message: "The file could not be uploaded. Please try again.",
      },
    ),
  );
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
