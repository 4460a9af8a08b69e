import {
  errorResponseSchema,
  errorResponses,
  paymentNotifyResponseSchema,
  paymentStartSchema,
  paymentStatusSchema,
  quotationIdParamsSchema,
  transactionParamsSchema,
} from "@pp/domain";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { redirectAnswer } from "../../../http/file-answers";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError, notFound } from "../../../http/http-error";
import { outsideRequest } from "../../../http/request-context";
import { gatewayFieldsSchema } from "../../../payments/secure-acceptance";
import type { CpuPool } from "../../../process/cpu-pool";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner, requirePartner } from "../../identity";
import { policyDocument } from "../../policy";
import { findOwnedQuotation } from "../../quotation";
import { findPartnerPayment } from "./payment-repository";
import { resultUrl } from "./payment-result";
import { type AcceptedPaymentCompletes, applyGatewayResponse, startPayment } from "./payment-service";
import { paymentStatusOf } from "./payment-status";

const errors = errorResponses(400, 401, 404, 409);

/** The gateway's two answers: the browser's post (then a redirect to the result page) and the server-to-server notification. */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  storage: FileStorage;
  cpu: CpuPool;
  onAccepted: AcceptedPaymentCompletes;
}> = async (app, { db, config, storage, cpu, onAccepted }) => {
  /**
   * The receipt is rendered right after issuing, off the request path: the result pages poll for it. The schedule and
   * the tax invoice are rendered when first asked for (a download, or the policy e-mail that attaches them), so a burst
   * of payments does not queue three bilingual documents each behind the requests.
   */
  const underway = new Set<Promise<void>>();
  // Closing the app waits for the receipts being rendered, so none is written to a store (or read from a database)
  // that is already gone.
  app.addHook("onClose", async () => {
    await Promise.allSettled([...underway]);
  });
  const renderSoon = (policy: { id: number } | null, log: FastifyBaseLogger) => {
    if (!policy) return;
    const sources = { db, storage, config, cpu };
    const rendering: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(() => outsideRequest(() => policyDocument(sources, policy.id, "receipt")))
      .then(
        () => {},
        (err) =>
          log.error(
            { err, policyId: policy.id },
            "rendering policy documents failed; they are rendered on first download",
          ),
      )
      .finally(() => underway.delete(rendering));
    underway.add(rendering);
  };

  app.post(
    "/api/payments/return",
    {
      config: { allowCrossSite: true },
      schema: {
        tags: ["payments"],
        summary: "Gateway answer posted by the customer's browser; redirects to the result page",
        body: gatewayFieldsSchema,
        response: { 303: redirectAnswer("To the payment's result page"), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const fields = request.body;
      try {
        const { payment, policy, product } = await applyGatewayResponse(db, {
          fields,
          gateway: config.gateway,
          publicUrl: config.publicUrl,
          via: "browser",
          ip: request.ip,
          log: request.log,
          onAccepted,
        });
        renderSoon(policy, request.log);
        return reply.redirect(resultUrl(payment, fields, product), 303);
      } catch (err) {
        if (err instanceof HttpError) return reply.redirect(resultUrl(null, fields), 303);
        throw err;
      }
    },
  );

  app.post(
    "/api/payments/notify",
    {
      config: { allowCrossSite: true },
      schema: {
        tags: ["payments"],
        summary: "Merchant notification: the gateway's signed answer, server to server",
        body: gatewayFieldsSchema,
        response: { 200: paymentNotifyResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { policy } = await applyGatewayResponse(db, {
        fields: request.body,
        gateway: config.gateway,
        publicUrl: config.publicUrl,
        via: "notification",
        ip: request.ip,
        log: request.log,
        onAccepted,
      });
      renderSoon(policy, request.log);
      return { received: true };
    },
  );
};

export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.addHook("preHandler", requirePartner);

  app.post(
    "/api/quotations/:id/payment",
    {
      schema: {
        tags: ["payments"],
        summary: "Start paying: the signed fields the browser posts to the hosted payment page",
        params: quotationIdParamsSchema,
        response: { 200: paymentStartSchema, ...errors },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      const quotation = await findOwnedQuotation(db, request.params.id, partner.scope);
      return startPayment(db, {
        quotation,
        gateway: config.gateway,
        publicUrl: config.publicUrl,
        partnerId: partner.id,
        channel: "partner",
      });
    },
  );

  app.get(
    "/api/payments/:transactionId",
    {
      schema: {
        tags: ["payments"],
        summary: "What the server recorded for a transaction (the result page shows this, never the query string)",
        params: transactionParamsSchema,
        response: { 200: paymentStatusSchema, ...errors },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      const row = await findPartnerPayment(db, request.params.transactionId, partner.id);
      if (!row) throw notFound(NOT_FOUND_ANSWERS.payment);
      return paymentStatusOf(request, config.gateway, row.payment, row.quotation, row.policy?.policyNo ?? null);
    },
  );
};
