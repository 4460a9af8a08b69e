import {
  applicantApplicationResponseSchema,
  applicantLinkStatusResponseSchema,
  applicantSignRequestSchema,
  applicantTokenParamsSchema,
  declarationDetailsRequestSchema,
  declarationRequestSchema,
  declarationResponseSchema,
  errorResponses,
  quotationIdParamsSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { requestLanguage } from "../../../i18n/request-language";
import { currentPartner } from "../../identity";
import { declarationInLanguage } from "../declaration/declaration-language";
import {
  applicantApplication,
  applicantLinkStatus,
  applicantSaveDeclaration,
  applicantSaveDetails,
  applicantSign,
  sendApplicantLink,
} from "./applicant-service";

const errors = errorResponses(400, 401, 403, 404, 409, 410, 429);

/**
 * The applicant's own link: the partner sends it and follows it (partners only); the applicant, without an account,
 * reads the application, completes the declaration and signs it with the link's token.
 */
export const applicantRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    "/api/quotations/:id/applicant-link",
    {
      schema: {
        tags: ["applicant"],
        summary: "The applicant's link of an H+ application: sent, opened, signed, and whether the signature holds",
        params: quotationIdParamsSchema,
        response: { 200: applicantLinkStatusResponseSchema, ...errors },
      },
    },
    async (request) => applicantLinkStatus(db, currentPartner(request), request.params.id),
  );

  app.post(
    "/api/quotations/:id/applicant-link",
    {
      schema: {
        tags: ["applicant"],
        summary: "E-mail the applicant a new link to review, complete and sign the declaration (replaces the earlier)",
        params: quotationIdParamsSchema,
        response: { 200: applicantLinkStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendApplicantLink(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        publicUrl: config.publicUrl,
        perDay: config.mailQuotas.applicant_links,
        ip: request.ip,
      }),
  );

  app.get(
    "/api/applicant/:token",
    {
      schema: {
        tags: ["applicant"],
        summary: "The application as its applicant sees it through their link (no account)",
        params: applicantTokenParamsSchema,
        response: { 200: applicantApplicationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const application = await applicantApplication(db, request.params.token);
      return {
        ...application,
        declaration: await declarationInLanguage(db, application.declaration, requestLanguage(request)),
      };
    },
  );

  app.put(
    "/api/applicant/:token/declaration",
    {
      schema: {
        tags: ["applicant"],
        summary: "The applicant saves each member's height, weight and answers",
        params: applicantTokenParamsSchema,
        body: declarationRequestSchema,
        response: { 200: declarationResponseSchema, ...errors },
      },
    },
    async (request) =>
      declarationInLanguage(
        db,
        await applicantSaveDeclaration(db, request.params.token, request.body, request.ip),
        requestLanguage(request),
      ),
  );

  app.put(
    "/api/applicant/:token/declaration/details",
    {
      schema: {
        tags: ["applicant"],
        summary: "The applicant saves the details of every Yes",
        params: applicantTokenParamsSchema,
        body: declarationDetailsRequestSchema,
        response: { 200: declarationResponseSchema, ...errors },
      },
    },
    async (request) =>
      declarationInLanguage(
        db,
        await applicantSaveDetails(db, request.params.token, request.body, request.ip),
        requestLanguage(request),
      ),
  );

  app.post(
    "/api/applicant/:token/sign",
    {
      schema: {
        tags: ["applicant"],
        summary: "The applicant signs the complete declaration with their typed name and the consent",
        params: applicantTokenParamsSchema,
        body: applicantSignRequestSchema,
        response: { 200: applicantApplicationResponseSchema, ...errors },
      },
    },
    async (request) => applicantSign(db, request.params.token, request.body, request.ip),
  );
};
