import {
  CONTROL_CHARS_MESSAGE,
  documentsFormSchema,
  documentsScreenSchema,
  errorResponseSchema,
  exactText,
  MAX_UPLOAD_BYTES,
  quotationIdParamsSchema,
  UPLOAD_ERROR_MESSAGE,
  uploadResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { VALIDATION_MESSAGE } from "../../http/error-handler";
import { HttpError } from "../../http/http-error";
import { findUnsafeText } from "../../http/text-input-guard";
import { parseOrThrow } from "../../http/validation";
import type { FileStorage } from "../../storage/file-storage";
import { currentPartner, requirePartner } from "../auth/session-plugin";
import { findOwnedQuotation } from "../quotations/quotation-repository";
import { assertEditable } from "../quotations/quotation-service";
import {
  documentsScreen,
  openDocumentFile,
  ownedDocument,
  saveDocumentDetails,
  storeDocument,
  uploadTarget,
} from "./document-service";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

const uploadFieldsSchema = z.object({
  flag: z.enum(["sponsor", "D", "W"], { error: "Choose sponsor, D (dependent) or W (worker)." }),
  memberSno: z.coerce.number().int().positive().optional(),
  documentType: exactText().min(1, "Document type is required").max(40),
});

/** Reads a multipart body: its text fields and its one file (field `uploadedFiles`), refusing anything over the limit. */
export async function readUpload(request: import("fastify").FastifyRequest) {
  if (!request.isMultipart())
    throw new HttpError(415, "Send the file as multipart/form-data in the field uploadedFiles.");
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
    throw new HttpError(400, "The upload could not be read. Please choose the file again.");
  }
  if (!file) throw new HttpError(400, "Choose a file to upload.", { uploadedFiles: ["Choose a file to upload."] });
  // Multipart fields never pass the route's schema or the text guard: the same net, here.
  const unsafe = findUnsafeText(fields);
  if (unsafe !== undefined) throw new HttpError(400, VALIDATION_MESSAGE, { [unsafe]: [CONTROL_CHARS_MESSAGE] });
  return { fields, file };
}

export const documentRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  app.addHook("preHandler", requirePartner);

  app.post(
    "/api/quotations/:id/documents",
    {
      schema: {
        tags: ["documents"],
        summary:
          "uploadFile: multipart with the file in `uploadedFiles`, plus flag (sponsor | D | W), memberSno and documentType",
        params: quotationIdParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const quotation = await findOwnedQuotation(db, request.params.id, partner.id);
      assertEditable(quotation);
      const { fields, file } = await readUpload(request);
      const f = parseOrThrow(uploadFieldsSchema, fields);
      const target = await uploadTarget(db, quotation, { flag: f.flag, memberSno: f.memberSno, slot: f.documentType });
      const result = await storeDocument(db, storage, { partner, quotation, target, file, ip: request.ip });
      return reply.status(201).send(result);
    },
  );

  app.get(
    "/api/quotations/:id/documents",
    {
      schema: {
        tags: ["documents"],
        summary:
          "readData for step 3: the documents form as stored (upload fields hold document ids) and the file names",
        params: quotationIdParamsSchema,
        response: { 200: documentsScreenSchema, ...errors },
      },
    },
    async (request) => documentsScreen(db, await findOwnedQuotation(db, request.params.id, currentPartner(request).id)),
  );

  app.put(
    "/api/quotations/:id/documents",
    {
      schema: {
        tags: ["documents"],
        summary:
          "Sponsor and members update: ID numbers and the sponsor's document choice, checked with the step-3 form's schema",
        params: quotationIdParamsSchema,
        body: z.lazy(() => documentsFormSchema),
        response: { 200: z.object({ success: z.boolean() }), ...errors },
      },
    },
    async (request) =>
      saveDocumentDetails(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        body: request.body,
        ip: request.ip,
      }),
  );

  app.get(
    "/api/documents/:documentId",
    {
      schema: {
        tags: ["documents"],
        summary: "Download a document (owning partner only) as an attachment with its real content type",
        params: z.object({ documentId: z.uuid() }),
        querystring: z.object({ inline: z.enum(["1"]).optional() }),
      },
    },
    async (request, reply) => {
      const doc = await ownedDocument(db, currentPartner(request), request.params.documentId);
      const file = await openDocumentFile(storage, doc);
      const ext = doc.contentType === "application/pdf" ? "pdf" : doc.contentType === "image/png" ? "png" : "jpg";
      const base = doc.originalName.replace(/\.[^.]*$/, "").replace(/[^\w.-]+/g, "_") || "document";
      const disposition = request.query.inline ? "inline" : "attachment";
      return reply
        .type(doc.contentType)
        .header("content-disposition", `${disposition}; filename="${base}.${ext}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-length", file.size)
        .send(file.body);
    },
  );
};
