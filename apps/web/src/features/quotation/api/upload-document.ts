import type { UploadOwner } from "@pp/domain";
import { uploadResponseSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { postForm } from "../../../api/post-form";
import { translateMessage } from "../../../i18n/i18n";

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
 * 201 → the stored document; 400/413 → {message: "Wrong format or image size is too big."}.
 */
async function uploadDocument({ quotationId, owner, memberSno, documentType, file }: UploadDocumentInput) {
  const body = new FormData();
  body.append("flag", owner);
  if (memberSno !== undefined) body.append("memberSno", String(memberSno));
  body.append("documentType", documentType);
  body.append("uploadedFiles", file, file.name);
  const payload = await postForm(
    `/api/quotations/${quotationId}/documents`,
    body,
    translateMessage(
      /*i18n*/ {
        id: "quotation.documentSlot.fileCouldNotUploaded",
        message: "The file could not be uploaded. Please try again.",
      },
    ),
  );
  return uploadResponseSchema.parse(payload);
}

export const useUploadDocument = () => useMutation({ mutationFn: uploadDocument });
