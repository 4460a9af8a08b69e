import {
  approvalsResponseSchema,
  documentDownloadQuerySchema,
  errorResponses,
  quotationIdParamsSchema,
  quotationUnderwritingResponseSchema,
  underwritingCaseResponseSchema,
  underwritingDecisionRequestSchema,
  underwritingDocumentParamsSchema,
  underwritingQueueResponseSchema,
  underwritingStatusResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { sendDocument } from "../../../http/document-reply";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner, currentUnderwriter } from "../../identity";
import {
  acceptTerms,
  approvalsOf,
  decide,
  quotationUnderwriting,
  underwritingCase,
  underwritingDocument,
  underwritingQueue,
} from "./underwriting-service";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The underwriters' queue and decisions (underwriters only), and the partner's side of them: the decision on their
 * application, accepting its terms, and their Approval list (partners only).
 */
export const underwritingRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; config: Config }> = async (
  app,
  { db, storage, config },
) => {
  app.get(
    "/api/underwriting/queue",
    {
      schema: {
        tags: ["underwriting"],
        summary: "Referred H+ applications waiting for an underwriter, the longest waiting first (underwriters)",
        response: { 200: underwritingQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      currentUnderwriter(request);
      return underwritingQueue(db);
    },
  );

  app.get(
    "/api/underwriting/cases/:id",
    {
      schema: {
        tags: ["underwriting"],
        summary: "A referred application: members, declaration, rule hits, documents and decisions (underwriters)",
        params: quotationIdParamsSchema,
        response: { 200: underwritingCaseResponseSchema, ...errors },
      },
    },
    async (request) => {
      currentUnderwriter(request);
      return underwritingCase(db, request.params.id);
    },
  );

  app.get(
    "/api/underwriting/cases/:id/documents/:documentId",
    {
      schema: {
        tags: ["underwriting"],
        summary: "Download a document of a referred application (underwriters)",
        params: underwritingDocumentParamsSchema,
        querystring: documentDownloadQuerySchema,
        response: {
          200: fileAnswer("The document as uploaded", MEDIA.pdf, MEDIA.png, MEDIA.jpeg),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      currentUnderwriter(request);
      const { doc, file } = await underwritingDocument(db, storage, request.params.id, request.params.documentId);
      return sendDocument(reply, doc, file, request.query.inline === "1");
    },
  );

  app.post(
    "/api/underwriting/cases/:id/decision",
    {
      schema: {
        tags: ["underwriting"],
        summary:
          "Decide a referred application: accept (with a loading and an exclusion per member), ask for information, or decline",
        params: quotationIdParamsSchema,
        body: underwritingDecisionRequestSchema,
        response: { 200: underwritingStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      decide(db, {
        underwriter: currentUnderwriter(request),
        id: request.params.id,
        decision: request.body,
        publicUrl: config.publicUrl,
        ip: request.ip,
      }),
  );

  app.get(
    "/api/quotations/:id/underwriting",
    {
      schema: {
        tags: ["underwriting"],
        summary:
          "The underwriting of the partner's H+ application: status, rule hits, decisions, premiums with loadings",
        params: quotationIdParamsSchema,
        response: { 200: quotationUnderwritingResponseSchema, ...errors },
      },
    },
    async (request) => quotationUnderwriting(db, currentPartner(request), request.params.id),
  );

  app.post(
    "/api/quotations/:id/underwriting/accept-terms",
    {
      schema: {
        tags: ["underwriting"],
        summary: "Accept the underwriter's loadings and exclusions; the application becomes payable at its new premium",
        params: quotationIdParamsSchema,
        response: { 200: underwritingStatusResponseSchema, ...errors },
      },
    },
    async (request) => acceptTerms(db, { partner: currentPartner(request), id: request.params.id, ip: request.ip }),
  );

  app.get(
    "/api/approvals",
    {
      schema: {
        tags: ["underwriting"],
        summary: "The partner's applications that went to underwriting, with their status and latest decision",
        response: { 200: approvalsResponseSchema, ...errors },
      },
    },
    async (request) => approvalsOf(db, currentPartner(request)),
  );
};
