import {
  declarationDetailsRequestSchema,
  declarationRequestSchema,
  declarationResponseSchema,
  errorResponses,
  quotationIdParamsSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { requestLanguage } from "../../../i18n/request-language";
import { currentPartner, requirePartner } from "../../identity";
import { declarationInLanguage } from "./declaration-language";
import { quotationDeclaration, saveDeclaration, saveDeclarationDetails } from "./declaration-service";

const errors = errorResponses(400, 401, 404, 409);

export const declarationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/quotations/:id/declaration",
    {
      schema: {
        tags: ["quotation"],
        summary: "The H+ medical declaration: the questions, each member's answers, and whether it is complete",
        params: quotationIdParamsSchema,
        response: { 200: declarationResponseSchema, ...errors },
      },
    },
    async (request) =>
      declarationInLanguage(
        db,
        await quotationDeclaration(db, { partner: currentPartner(request), quotationId: request.params.id }),
        requestLanguage(request),
      ),
  );

  app.put(
    "/api/quotations/:id/declaration",
    {
      schema: {
        tags: ["quotation"],
        summary: "Save each member's height, weight and answers to the medical declaration",
        params: quotationIdParamsSchema,
        body: declarationRequestSchema,
        response: { 200: declarationResponseSchema, ...errors },
      },
    },
    async (request) =>
      declarationInLanguage(
        db,
        await saveDeclaration(db, {
          partner: currentPartner(request),
          quotationId: request.params.id,
          body: request.body,
          ip: request.ip,
        }),
        requestLanguage(request),
      ),
  );

  app.put(
    "/api/quotations/:id/declaration/details",
    {
      schema: {
        tags: ["quotation"],
        summary: "Save the details (condition, date diagnosed, treatment, current state) of every Yes answer",
        params: quotationIdParamsSchema,
        body: declarationDetailsRequestSchema,
        response: { 200: declarationResponseSchema, ...errors },
      },
    },
    async (request) =>
      declarationInLanguage(
        db,
        await saveDeclarationDetails(db, {
          partner: currentPartner(request),
          quotationId: request.params.id,
          body: request.body,
          ip: request.ip,
        }),
        requestLanguage(request),
      ),
  );
};
