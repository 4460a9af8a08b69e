import { timingSafeEqual } from "node:crypto";
import {
  errorResponseSchema,
  partnerReferenceSchema,
  siteApiKeyHeadersSchema,
  sitePartnerSchema,
  siteReportParamsSchema,
  siteReportResponseSchema,
  siteReportSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { findPartnerBySiteRef } from "../../identity";
import type { OnSaleReported } from "../servicing/ledger-followers";
import { SITE_REPORT_ANSWERS } from "./site-report-answers";
import { applySiteReport } from "./site-report-service";

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Server-to-server: the PA and Term sites resolve the partner reference of a link and report their quotations and
 * policies, each site with its own API key.
 */
export const siteReportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  keys: Partial<Record<"pa" | "term", string>>;
  /** What follows a reported sale's ledger entries, in the report's transaction (the commission's accrual). */
  onSaleReported: OnSaleReported;
}> = async (app, { db, keys, onSaleReported }) => {
  const requireSiteKey = (site: "pa" | "term", given: string | undefined) => {
    const expected = keys[site];
    if (!expected || !sameSecret(given ?? "", expected)) throw new HttpError(401, SITE_REPORT_ANSWERS.unknownKey);
  };

  app.get(
    "/api/site-reports/:site/partners/:reference",
    {
      config: { allowCrossSite: true },
      schema: {
        tags: ["site reports"],
        summary: "Who the partner reference a site received as UserId is, and whether they may sell on that site",
        params: siteReportParamsSchema.extend({ reference: partnerReferenceSchema }),
        headers: siteApiKeyHeadersSchema,
        response: {
          200: sitePartnerSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      requireSiteKey(request.params.site, request.headers["x-api-key"]);
      const partner = await findPartnerBySiteRef(db, request.params.reference);
      if (!partner || partner.disabledAt) throw new HttpError(404, SITE_REPORT_ANSWERS.noActivePartner);
      reply.header("cache-control", "no-store");
      return {
        reference: partner.siteRef,
        name: partner.name,
        categorySno: partner.categorySno,
        allowed: request.params.site === "pa" ? partner.paAllowed : partner.termAllowed,
      };
    },
  );

  app.post(
    "/api/site-reports/:site",
    {
      config: { allowCrossSite: true },
      schema: {
        tags: ["site reports"],
        summary:
          "Upsert a quotation or policy sold on the PA or Term site (header x-api-key), idempotent by the site's reference",
        params: siteReportParamsSchema,
        headers: siteApiKeyHeadersSchema,
        body: siteReportSchema,
        response: {
          200: siteReportResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireSiteKey(request.params.site, request.headers["x-api-key"]);
      return applySiteReport(db, request.params.site, request.body, onSaleReported);
    },
  );
};
