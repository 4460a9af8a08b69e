import {
  documentDownloadQuerySchema,
  documentParamsSchema,
  documentsFormSchema,
  documentsScreenSchema,
  documentUploadFieldsSchema,
  errorResponses,
  quotationIdParamsSchema,
  saveDocumentsResponseSchema,
  uploadResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { sendDocument } from "../../../http/document-reply";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { readUpload } from "../../../http/multipart-upload";
import { parseOrThrow } from "../../../http/validation";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner, requirePartner } from "../../identity";
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

const errors = errorResponses(400, 401, 404, 409, 413);

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
      const quotation = await findOwnedQuotation(db, request.params.id, partner.scope);
      assertEditable(quotation);
      const { fields, file } = await readUpload(request);
      const f = parseOrThrow(documentUploadFieldsSchema, fields);
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
    async (request) =>
      documentsScreen(db, await findOwnedQuotation(db, request.params.id, currentPartner(request).scope)),
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
        response: { 200: saveDocumentsResponseSchema, ...errors },
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
        params: documentParamsSchema,
        querystring: documentDownloadQuerySchema,
        response: {
          200: fileAnswer("The document as uploaded", MEDIA.pdf, MEDIA.png, MEDIA.jpeg),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const doc = await ownedDocument(db, currentPartner(request), request.params.documentId);
      return sendDocument(reply, doc, await openDocumentFile(storage, doc), request.query.inline === "1");
    },
  );
};
