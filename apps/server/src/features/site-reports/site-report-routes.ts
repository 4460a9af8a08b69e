import { timingSafeEqual } from "node:crypto";
import { errorResponseSchema, exactText, siteReportSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/http-error";
import { applySiteReport } from "./site-report-service";

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Server-to-server: the PA and Term sites report their quotations and policies, each with its own API key. */
export const siteReportRoutes: FastifyPluginAsyncZod<{ db: Db; keys: Partial<Record<"pa" | "term", string>> }> = async (
  app,
  { db, keys },
) => {
  app.post(
    "/api/site-reports/:site",
    {
      config: { allowCrossSite: true },
      schema: {
        tags: ["site reports"],
        summary:
          "Upsert a quotation or policy sold on the PA or Term site (header x-api-key), idempotent by the site's reference",
        params: z.object({ site: z.enum(["pa", "term"]) }),
        headers: z.object({ "x-api-key": exactText().max(200).optional() }),
        body: siteReportSchema,
        response: {
          200: z.object({ outcome: z.enum(["created", "updated", "unchanged"]), quotationNo: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const expected = keys[request.params.site];
      const given = request.headers["x-api-key"] ?? "";
      if (!expected || !sameSecret(given, expected))
        throw new HttpError(401, "Unknown or missing API key for this site.");
      return applySiteReport(db, request.params.site, request.body);
    },
  );
};
