import {
  errorResponses,
  NO_PORTAL_PAYMENT,
  POLICY_DOCUMENT_FILES,
  type PolicyDocumentFile,
  policyDocumentParamsSchema,
  policyDocumentQuerySchema,
  taxDocumentParamsSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { notFound } from "../../../http/http-error";
import { sendPdf } from "../../../http/pdf-reply";
import { sendZip } from "../../../http/zip-reply";
import type { CpuPool } from "../../../process/cpu-pool";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner, requirePartner } from "../../identity";
import { refuseHealthCardsOf } from "../member-cards/member-cards";
import { findTaxDocument } from "../tax-documents/tax-document-repository";
import { taxDocumentBytes } from "../tax-documents/tax-document-service";
import { policyDocument, policyDocumentFiles } from "./policy-documents";
import { POLICY_DOCUMENT_KINDS, type PolicyDocumentKind, policyDocumentFileName } from "./policy-mail";
import { findPartnerPolicy } from "./policy-repository";

const POLICY_DOCUMENT_TITLES: Record<PolicyDocumentKind, string> = {
  receipt: "payment receipt",
  schedule: "policy schedule",
  invoice: "tax invoice",
  cards: "member cards",
};

const KIND_OF_FILE: Record<PolicyDocumentFile, PolicyDocumentKind> = {
  "receipt.pdf": "receipt",
  "schedule.pdf": "schedule",
  "tax-invoice.pdf": "invoice",
  "member-cards.pdf": "cards",
};

export const policyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  config: Config;
  cpu: CpuPool;
}> = async (app, { db, storage, config, cpu }) => {
  app.addHook("preHandler", requirePartner);

  // One address per file rather than a parameter for its name: a parameter would also catch the policy's other
  // addresses (GET …/additions), which must answer 405, not "no such document".
  for (const file of POLICY_DOCUMENT_FILES) {
    const kind = KIND_OF_FILE[file];
    app.get(
      `/api/policies/:policyNo/${file}`,
      {
        config: { cpuPool: true },
        schema: {
          tags: ["policies"],
          summary: `The ${POLICY_DOCUMENT_TITLES[kind]} PDF of one of the partner's policies`,
          params: policyDocumentParamsSchema,
          querystring: policyDocumentQuerySchema,
          response: {
            200: fileAnswer(`The ${POLICY_DOCUMENT_TITLES[kind]}`, MEDIA.pdf),
            ...(kind === "cards" ? errorResponses(400, 401, 404, 410) : errorResponses(400, 401, 404)),
          },
        },
      },
      async (request, reply) => {
        const policy = await findPartnerPolicy(db, request.params.policyNo, currentPartner(request).scope);
        if (!policy) throw notFound(NOT_FOUND_ANSWERS.policy);
        if (policy.paymentId === null) throw notFound(NO_PORTAL_PAYMENT);
        if (kind === "invoice" && !policy.invoiceNo) throw notFound(NO_PORTAL_PAYMENT);
        if (kind === "cards") refuseHealthCardsOf(policy);
        const bytes = await policyDocument({ db, storage, config, cpu }, policy.id, kind, policy.version);
        const name = policyDocumentFileName(kind, policy.policyNo);
        return sendPdf(reply, { name, bytes, download: !!request.query.download });
      },
    );
  }

  app.get(
    "/api/policies/:policyNo/documents.zip",
    {
      config: { cpuPool: true },
      schema: {
        tags: ["policies"],
        summary:
          "One of the partner's policies' documents in one ZIP: the receipt, the tax invoice, the schedule and, while the policy covers, the member cards",
        params: policyDocumentParamsSchema,
        response: {
          200: fileAnswer("The policy's PDFs, stored in a ZIP", MEDIA.zip),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const policy = await findPartnerPolicy(db, request.params.policyNo, currentPartner(request).scope);
      if (!policy) throw notFound(NOT_FOUND_ANSWERS.policy);
      if (policy.paymentId === null) throw notFound(NO_PORTAL_PAYMENT);
      const files = await policyDocumentFiles({ db, storage, config, cpu }, policy, POLICY_DOCUMENT_KINDS);
      return sendZip(reply, { name: `documents-${policy.policyNo}.zip`, files });
    },
  );

  app.get(
    "/api/policies/:policyNo/tax-documents/:number",
    {
      // Rendered on the CPU pool: a full queue answers 503 with Retry-After, and the document says so.
      config: { cpuPool: true },
      schema: {
        tags: ["policies"],
        summary: "One of the tax invoices or tax credit notes of one of the partner's policies, as a PDF",
        params: taxDocumentParamsSchema,
        querystring: policyDocumentQuerySchema,
        response: {
          200: fileAnswer("The tax invoice or tax credit note", MEDIA.pdf),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const policy = await findPartnerPolicy(db, request.params.policyNo, currentPartner(request).scope);
      if (!policy) throw notFound(NOT_FOUND_ANSWERS.policy);
      const doc = await findTaxDocument(db, policy.id, request.params.number);
      if (!doc) throw notFound(NOT_FOUND_ANSWERS.taxDocument);
      const bytes = await taxDocumentBytes({ db, config, cpu }, doc);
      return sendPdf(reply, { name: `${doc.number}.pdf`, bytes, download: !!request.query.download });
    },
  );
};
