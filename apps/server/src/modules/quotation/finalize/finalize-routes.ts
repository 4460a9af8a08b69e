import {
  errorResponseSchema,
  finalizeQuotationRequestSchema,
  finalizeQuotationResponseSchema,
  quotationIdParamsSchema,
  reviewSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { currentPartner, requirePartner } from "../../identity";
import { finalizeQuotation, quotationReview } from "./finalize-service";

export const finalizeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/quotations/:id/review",
    {
      schema: {
        tags: ["quotation"],
        summary: "Everything the quotation holds, for Finalize Application",
        params: quotationIdParamsSchema,
        response: { 200: reviewSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => quotationReview(db, currentPartner(request), request.params.id),
  );

  app.post(
    "/api/quotations/:id/finalize",
    {
      schema: {
        tags: ["quotation"],
        summary:
          "Finalize: the declaration is ticked and every required document is there; locks the quotation for payment",
        params: quotationIdParamsSchema,
        body: finalizeQuotationRequestSchema,
        response: {
          200: finalizeQuotationResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      finalizeQuotation(db, { partner: currentPartner(request), id: request.params.id, ip: request.ip }),
  );
};
