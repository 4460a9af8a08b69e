import { NO_PORTAL_PAYMENT, policyDocumentParamsSchema, policyDocumentQuerySchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/http-error";
import type { FileStorage } from "../../storage/file-storage";
import { currentPartner, requirePartner } from "../auth/session-plugin";
import { policyDocument } from "./policy-documents";
import { findPartnerPolicy } from "./policy-repository";

export const policyRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/policies/:policyNo/:kind",
    {
      schema: {
        tags: ["policies"],
        summary: "Payment receipt or policy schedule PDF of one of the partner's policies",
        params: policyDocumentParamsSchema,
        querystring: policyDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const policy = await findPartnerPolicy(db, request.params.policyNo, currentPartner(request).id);
      if (!policy) throw notFound("Policy not found.");
      if (policy.paymentId === null) throw notFound(NO_PORTAL_PAYMENT);
      const kind = request.params.kind === "receipt.pdf" ? "receipt" : "schedule";
      const bytes = await policyDocument(db, storage, policy.id, kind);
      const name = `${kind === "receipt" ? "payment-receipt" : "policy-schedule"}-${policy.policyNo}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `${request.query.download ? "attachment" : "inline"}; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );
};
