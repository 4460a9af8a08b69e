import { NO_PORTAL_PAYMENT, policyDocumentParamsSchema, policyDocumentQuerySchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { notFound } from "../../http/http-error";
import { sendPdf } from "../../http/pdf-reply";
import type { CpuPool } from "../../process/cpu-pool";
import type { FileStorage } from "../../storage/file-storage";
import { currentPartner, requirePartner } from "../auth/session-plugin";
import { policyDocument } from "./policy-documents";
import { type PolicyDocumentKind, policyDocumentFileName } from "./policy-mail";
import { findPartnerPolicy } from "./policy-repository";

const KIND_OF_FILE: Record<string, PolicyDocumentKind> = {
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

  app.get(
    "/api/policies/:policyNo/:kind",
    {
      schema: {
        tags: ["policies"],
        summary: "Payment receipt, tax invoice or policy schedule PDF of one of the partner's policies",
        params: policyDocumentParamsSchema,
        querystring: policyDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const policy = await findPartnerPolicy(db, request.params.policyNo, currentPartner(request).id);
      if (!policy) throw notFound("Policy not found.");
      if (policy.paymentId === null) throw notFound(NO_PORTAL_PAYMENT);
      const kind = KIND_OF_FILE[request.params.kind]!;
      if (kind === "invoice" && !policy.invoiceNo) throw notFound(NO_PORTAL_PAYMENT);
      const bytes = await policyDocument({ db, storage, config, cpu }, policy.id, kind, policy.version);
      const name = policyDocumentFileName(kind, policy.policyNo);
      return sendPdf(reply, { name, bytes, download: !!request.query.download });
    },
  );
};
