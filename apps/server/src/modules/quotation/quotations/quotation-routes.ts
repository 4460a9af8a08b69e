import {
  errorResponseSchema,
  errorResponses,
  idempotencyHeadersSchema,
  progressRequestSchema,
  QUOTATION_MESSAGES,
  quotationDetailSchema,
  quotationIdParamsSchema,
  quotationSavedResponseSchema,
  retrieveRequestSchema,
  retrieveResponseSchema,
  sponsorPayloadSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { currentPartner, currentUser, requirePartner } from "../../identity";
import { findAddedPolicy } from "./added-policy-repository";
import { findOwnedQuotation, type Quotation, sponsorRecordOf } from "./quotation-repository";
import { createQuotation, recordProgress, retrieveQuotation, updateSponsor } from "./quotation-service";

// The date windows move with the calendar, so the schema is built per request.
const sponsorBody = z.lazy(() => sponsorPayloadSchema(new Date()));
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** The quotation as step 1 reads it; an addition names the policy whose sponsor it carries. */
async function detailOf(db: Db, q: Quotation) {
  const changing = q.changesPolicyId === null ? undefined : await findAddedPolicy(db, q.changesPolicyId);
  return {
    quotationId: q.id,
    quotationNo: q.quotationNo,
    status: q.status,
    product: q.product,
    lastVisitedPage: q.lastVisitedPage,
    planfor: q.planfor,
    sponsorEmail: q.sponsorEmail,
    sponsorName: q.sponsorName,
    sponsor: sponsorRecordOf(q),
    addsToPolicy: changing?.policyNo ?? null,
  };
}

export const quotationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preHandler", requirePartner);

  app.post(
    "/api/quotations",
    {
      schema: {
        tags: ["quotation"],
        summary:
          "createQuotation (+ SendQuoteCreationMail through the outbox); retried with the same Idempotency-Key it answers the first quotation",
        headers: idempotencyHeadersSchema,
        body: sponsorBody,
        response: { 201: quotationSavedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const q = await createQuotation(db, {
        partner: currentPartner(request),
        flags: currentUser(request).flags,
        payload: request.body,
        idempotencyKey: request.headers["idempotency-key"],
        ip: request.ip,
      });
      return reply
        .status(201)
        .send({ message: QUOTATION_MESSAGES.created, quotationId: q.id, quotationNo: q.quotationNo });
    },
  );

  app.put(
    "/api/quotations/:id/sponsor",
    {
      schema: {
        tags: ["quotation"],
        summary: "Update the sponsor of a quotation (reprices members when the TPA changes)",
        params: quotationIdParamsSchema,
        body: sponsorBody,
        response: { 200: quotationSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = await updateSponsor(db, {
        partner: currentPartner(request),
        id: request.params.id,
        payload: request.body,
        ip: request.ip,
      });
      return { message: QUOTATION_MESSAGES.sponsorUpdated(q.id), quotationId: q.id, quotationNo: q.quotationNo };
    },
  );

  app.get(
    "/api/quotations/:id",
    {
      schema: {
        tags: ["quotation"],
        summary: "readData / quotation detail fetch: the stored sponsor, status and progress",
        params: quotationIdParamsSchema,
        response: { 200: quotationDetailSchema, ...errors },
      },
    },
    async (request) => detailOf(db, await findOwnedQuotation(db, request.params.id, currentPartner(request).scope)),
  );

  app.put(
    "/api/quotations/:id/progress",
    {
      schema: {
        tags: ["quotation"],
        summary: "Record the step the partner is on (used by retrieval)",
        params: quotationIdParamsSchema,
        body: progressRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recordProgress(db, { partner: currentPartner(request), id: request.params.id, page: request.body.page });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/quotations/retrieve",
    {
      schema: {
        tags: ["quotation"],
        summary: "RetrieveApplication: one of the partner's own quotations by number, contact number and e-mail",
        body: retrieveRequestSchema,
        response: { 200: retrieveResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = await retrieveQuotation(db, {
        partner: currentPartner(request),
        request: request.body,
        ip: request.ip,
      });
      return {
        quotationId: q.id,
        lastVisitedPage: q.lastVisitedPage,
        quotationNo: q.quotationNo,
        status: q.status,
        product: q.product,
        journey: q.journey,
      };
    },
  );
};
