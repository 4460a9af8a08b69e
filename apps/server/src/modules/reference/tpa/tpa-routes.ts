import { errorResponses, PARTNER_API, TPA, type TpaCode, tpaLinksResponseSchema, tpaParamsSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { requestLanguage } from "../../../i18n/request-language";
import { benefitsPage, networkPage } from "./tpa-pages";
import { tpaBenefitRows, tpaNetworkRows } from "./tpa-repository";

/** Configured external URLs replace the pages the server renders from its own benefit and network data. */
function linkFor(config: Config, tpa: TpaCode, kind: "tob" | "network") {
  const configured =
    tpa === TPA.NAS
      ? kind === "tob"
        ? config.TPA_NAS_TOB_URL
        : config.TPA_NAS_NETWORK_URL
      : kind === "tob"
        ? config.TPA_NEXTCARE_TOB_URL
        : config.TPA_NEXTCARE_NETWORK_URL;
  return configured ?? `/api/tpa/${tpa}/${kind === "tob" ? "benefits" : "network"}`;
}

export const tpaRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    PARTNER_API.tpaLinks,
    {
      schema: {
        tags: ["quotation"],
        summary: "getLinks: table-of-benefits and network links, indexed 0 = NAS, 1 = NEXTCARE",
        response: { 200: tpaLinksResponseSchema },
      },
    },
    async () =>
      [TPA.NAS, TPA.NEXTCARE].map((tpa) => ({
        benefitsLink: linkFor(config, tpa, "tob"),
        networkLink: linkFor(config, tpa, "network"),
      })),
  );

  app.get(
    "/api/tpa/:tpa/benefits",
    {
      schema: {
        tags: ["quotation"],
        summary: "Table of benefits page of a TPA",
        params: tpaParamsSchema,
        response: { 200: fileAnswer("The table of benefits", MEDIA.html), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const rows = await tpaBenefitRows(db, request.params.tpa);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .header("vary", "Cookie, Accept-Language")
        .send(benefitsPage(request.params.tpa, rows, requestLanguage(request)));
    },
  );

  app.get(
    "/api/tpa/:tpa/network",
    {
      schema: {
        tags: ["quotation"],
        summary: "Medical network page of a TPA",
        params: tpaParamsSchema,
        response: { 200: fileAnswer("The medical network", MEDIA.html), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const rows = await tpaNetworkRows(db, request.params.tpa);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .header("vary", "Cookie, Accept-Language")
        .send(networkPage(request.params.tpa, rows, requestLanguage(request)));
    },
  );
};
