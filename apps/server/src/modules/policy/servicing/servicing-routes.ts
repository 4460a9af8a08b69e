import {
  additionStartRequestSchema,
  additionStartResponseSchema,
  cancellationQuoteRequestSchema,
  cancellationRequestSchema,
  changeQuoteResponseSchema,
  errorResponses,
  listRefundsResponseSchema,
  memberDeletionFieldsSchema,
  memberDeletionQuoteRequestSchema,
  POLICY_CHANGE_MESSAGES,
  policyChangeResponseSchema,
  policyNumberParamsSchema,
  refundListQuerySchema,
  refundParamsSchema,
  sendRefundResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { readUpload } from "../../../http/multipart-upload";
import { parseOrThrow } from "../../../http/validation";
import type { RefundTransport } from "../../../payments/gateway-refund";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner, requirePartner } from "../../identity";
import { startAddition } from "./addition-quotation";
import type { OnRefunded } from "./ledger-followers";
import { confirmDeletion, quoteDeletion } from "./member-deletion";
import { confirmCancellation, quoteCancellation } from "./policy-cancellation";
import { listRefunds } from "./refund-queries";
import { sendRefund } from "./refund-service";

const errors = errorResponses(400, 401, 404, 409);

/**
 * Changes to one of the partner's issued policies (members added through an application of their own, members
 * removed, the policy cancelled), each priced before it is confirmed or paid, and the refunds they leave due. Another partner's policy or refund answers as one that does not
 * exist.
 */
export const servicingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  gateway: GatewayConfig;
  refundTransport: RefundTransport;
  /** What follows a refund's ledger entries, in the change's transaction (the commission's clawback). */
  onRefunded: OnRefunded;
}> = async (app, { db, storage, gateway, refundTransport, onRefunded }) => {
  app.addHook("preHandler", requirePartner);

  app.post(
    "/api/policies/:policyNo/additions",
    {
      schema: {
        tags: ["policy servicing"],
        summary:
          "Start adding members to the policy from an effective date: an application with the policy's sponsor, TPA and plan, opened at its members (an open one is given the new date)",
        params: policyNumberParamsSchema,
        body: additionStartRequestSchema,
        response: { 201: additionStartResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await startAddition(db, {
          partner: currentPartner(request),
          policyNo: request.params.policyNo,
          request: request.body,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    "/api/policies/:policyNo/deletions/quote",
    {
      schema: {
        tags: ["policy servicing"],
        summary: "What removing members from the policy would refund, from an effective date",
        params: policyNumberParamsSchema,
        body: memberDeletionQuoteRequestSchema,
        response: { 200: changeQuoteResponseSchema, ...errors },
      },
    },
    async (request) => quoteDeletion(db, currentPartner(request).scope, request.params.policyNo, request.body),
  );

  app.post(
    "/api/policies/:policyNo/deletions",
    {
      schema: {
        tags: ["policy servicing"],
        summary:
          "Remove members from the policy (multipart: memberIds as comma-separated ids, effectiveDate, reason, and the proof in uploadedFiles)",
        consumes: ["multipart/form-data"],
        params: policyNumberParamsSchema,
        response: { 201: policyChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, POLICY_CHANGE_MESSAGES.proofRequired);
      const f = parseOrThrow(memberDeletionFieldsSchema, fields);
      const result = await confirmDeletion(db, storage, {
        partner: currentPartner(request),
        policyNo: request.params.policyNo,
        request: f,
        proof: file,
        ip: request.ip,
        onRefunded,
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/policies/:policyNo/cancellation/quote",
    {
      schema: {
        tags: ["policy servicing"],
        summary: "What cancelling the policy would refund (the whole premium less the fee within free look)",
        params: policyNumberParamsSchema,
        body: cancellationQuoteRequestSchema,
        response: { 200: changeQuoteResponseSchema, ...errors },
      },
    },
    async (request) => quoteCancellation(db, currentPartner(request).scope, request.params.policyNo, request.body),
  );

  app.post(
    "/api/policies/:policyNo/cancellation",
    {
      schema: {
        tags: ["policy servicing"],
        summary: "Cancel the policy; the refund is recorded as due to the card that paid",
        params: policyNumberParamsSchema,
        body: cancellationRequestSchema,
        response: { 201: policyChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await confirmCancellation(db, {
          partner: currentPartner(request),
          policyNo: request.params.policyNo,
          request: request.body,
          ip: request.ip,
          onRefunded,
        }),
      ),
  );

  app.get(
    "/api/backoffice/refunds",
    {
      schema: {
        tags: ["policy servicing"],
        summary: "The partner's refunds: from removed members, cancelled policies and payments that were not applied",
        querystring: refundListQuerySchema,
        response: { 200: listRefundsResponseSchema, ...errors },
      },
    },
    async (request) => listRefunds(db, currentPartner(request).id, request.query),
  );

  app.post(
    "/api/backoffice/refunds/:id/send",
    {
      schema: {
        tags: ["policy servicing"],
        summary: "Send a due refund to the payment gateway, back to the card that paid",
        params: refundParamsSchema,
        response: { 200: sendRefundResponseSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) =>
      sendRefund(db, gateway, refundTransport, {
        partnerId: currentPartner(request).id,
        refundId: request.params.id,
        ip: request.ip,
      }),
  );
};
