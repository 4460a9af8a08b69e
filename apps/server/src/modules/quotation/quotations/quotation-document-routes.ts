import {
  errorResponses,
  policyDocumentQuerySchema,
  quotationIdParamsSchema,
  quotationMailResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { sendPdf } from "../../../http/pdf-reply";
import type { CpuPool } from "../../../process/cpu-pool";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner, requirePartner } from "../../identity";
import { mailQuotation, quotationPdfFor } from "./quotation-pdf-service";

const errors = errorResponses(400, 401, 404, 409, 429);

export const quotationDocumentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  config: Config;
  cpu: CpuPool;
}> = async (app, { db, storage, config, cpu }) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/quotations/:id/quotation.pdf",
    {
      config: { cpuPool: true },
      schema: {
        tags: ["quotation"],
        summary: "The quotation as a PDF: members, plan, premiums with VAT, valid for 30 days",
        params: quotationIdParamsSchema,
        querystring: policyDocumentQuerySchema,
        response: { 200: fileAnswer("The quotation", MEDIA.pdf), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { quotationNo, pdf } = await quotationPdfFor(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        config,
        cpu,
      });
      return sendPdf(reply, { name: `Quotation-${quotationNo}.pdf`, bytes: pdf, download: !!request.query.download });
    },
  );

  app.post(
    "/api/quotations/:id/quotation-mail",
    {
      config: { cpuPool: true },
      schema: {
        tags: ["quotation"],
        summary: "E-mail the quotation PDF to the sponsor (through the outbox, within the partner's daily quota)",
        params: quotationIdParamsSchema,
        response: { 202: quotationMailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await mailQuotation(db, storage, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        config,
        cpu,
        perDay: config.mailQuotas.quotations,
        ip: request.ip,
      });
      return reply.status(202).send(sent);
    },
  );
};
