import {
  choosePlanRequestSchema,
  comparisonPdfQuerySchema,
  errorResponses,
  quotationIdParamsSchema,
  quotationPlansResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { sendPdf } from "../../../http/pdf-reply";
import type { DisclosureConfig } from "../../../pdf/document-disclosure";
import type { CpuPool } from "../../../process/cpu-pool";
import { currentPartner, requirePartner } from "../../identity";
import { choosePlan, comparisonPdfFor, quotationPlans } from "./plan-service";

const errors = errorResponses(400, 401, 404, 409, 422);

export const planRoutes: FastifyPluginAsyncZod<{ db: Db; config: DisclosureConfig; cpu: CpuPool }> = async (
  app,
  { db, config, cpu },
) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/quotations/:id/plans",
    {
      schema: {
        tags: ["quotation"],
        summary: "Every H+ plan priced for this quotation's members (fils, with VAT), and the plan it is on",
        params: quotationIdParamsSchema,
        response: { 200: quotationPlansResponseSchema, ...errors },
      },
    },
    async (request) => quotationPlans(db, { partner: currentPartner(request), quotationId: request.params.id }),
  );

  app.get(
    "/api/quotations/:id/plans/comparison.pdf",
    {
      config: { cpuPool: true },
      schema: {
        tags: ["quotation"],
        summary: "Two or three plans side by side as a PDF, with this family's premium for each",
        params: quotationIdParamsSchema,
        querystring: comparisonPdfQuerySchema,
        response: { 200: fileAnswer("The plans compared", MEDIA.pdf), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { quotationNo, pdf } = await comparisonPdfFor(db, {
        config,
        cpu,
        partner: currentPartner(request),
        quotationId: request.params.id,
        plans: request.query.plans,
      });
      return sendPdf(reply, { name: `Plan-comparison-${quotationNo}.pdf`, bytes: pdf, download: true });
    },
  );

  app.put(
    "/api/quotations/:id/plan",
    {
      schema: {
        tags: ["quotation"],
        summary: "Put the quotation on another plan: every member is priced again by the server",
        params: quotationIdParamsSchema,
        body: choosePlanRequestSchema,
        response: { 200: quotationPlansResponseSchema, ...errors },
      },
    },
    async (request) =>
      choosePlan(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        plan: request.body.plan,
        ip: request.ip,
      }),
  );
};
