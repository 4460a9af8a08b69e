import { CONTROL_CHARS_MESSAGE, MAX_UPLOAD_BYTES, UPLOAD_ERROR_MESSAGE } from "@pp/domain";
import type { FastifyRequest } from "fastify";
import type { AnswerText } from "../i18n/answer-text";
import { GENERIC_ANSWERS } from "./generic-answers";
import { HttpError, malformed } from "./http-error";
import { findUnsafeText } from "./text-input-guard";

/** What an upload that is not one is told. */
const UPLOAD_ANSWERS = {
  chooseFile: /*i18n*/ { id: "answer.upload.chooseFile", message: "Choose a file to upload." },
  notMultipart: /*i18n*/ {
    id: "answer.upload.notMultipart",
    message: "Send the file as multipart/form-data in the field uploadedFiles.",
  },
  unreadable: /*i18n*/ {
    id: "answer.upload.unreadable",
    message: "The upload could not be read. Please choose the file again.",
  },
};

/**
 * Reads a multipart body: its text fields and its one file (field `uploadedFiles`), refusing anything over the limit.
 * `missingFile` is what a body without the file is told (the upload's own words: "Attach the proof …").
 */
export async function readUpload(request: FastifyRequest, missingFile: AnswerText = UPLOAD_ANSWERS.chooseFile) {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_ANSWERS.notMultipart);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "uploadedFiles") {
          part.file.resume();
          continue;
        }
        file = { name: part.filename ?? "", bytes: await part.toBuffer() };
      } else fields[part.fieldname] = String(part.value ?? "");
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new HttpError(413, UPLOAD_ERROR_MESSAGE, { uploadedFiles: [UPLOAD_ERROR_MESSAGE] });
    }
    throw malformed(UPLOAD_ANSWERS.unreadable);
  }
  if (!file) throw new HttpError(400, missingFile, { uploadedFiles: [missingFile] });
  // Multipart fields never pass the route's schema or the text guard: the same net, here.
  const unsafe = findUnsafeText(fields);
  if (unsafe !== undefined) throw malformed(GENERIC_ANSWERS.validation, { [unsafe]: [CONTROL_CHARS_MESSAGE] });
  return { fields, file };
}
