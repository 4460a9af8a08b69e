import { readFileSync } from "node:fs";
import { errorResponses, publicConfigSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import { fileAnswer } from "../../../http/file-answers";
import { answerFor } from "../../../i18n/answer-text";
import { LOGO_MEDIA_TYPE_LIST, logoMediaType } from "../../../insurer-config";
import { INSURER_LOGO_PATH } from "./insurer-logo-path";
import { publicConfigOf } from "./public-config-of";

const NO_LOGO = /*i18n*/ { id: "answer.publicConfig.noLogo", message: "No insurer logo is configured." };

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = publicConfigOf(config);
  // Read once at start (the configuration checked it is a readable file of at most 200 kB): a file moved or removed
  // later cannot turn the customers' pages' logo into an error.
  const logoFile = config.insurer.logoFile;
  const logo = logoFile ? { bytes: readFileSync(logoFile), type: logoMediaType(logoFile) } : undefined;
  app.get(
    "/api/config",
    {
      schema: {
        tags: ["operations"],
        summary: "Footer contacts, version, external product sites and the meeting services allowed",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return body;
    },
  );

  app.get(
    INSURER_LOGO_PATH,
    {
      schema: {
        tags: ["operations"],
        summary: "The insurer's logo for the customers' pages (INSURER_LOGO_FILE); 404 when none is configured",
        response: {
          200: fileAnswer("The logo", ...LOGO_MEDIA_TYPE_LIST),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      if (!logo) return reply.status(404).send({ message: answerFor(request, NO_LOGO) });
      // An SVG may carry script: served as an image with no right to run anything, it cannot.
      reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      reply.header("cache-control", "public, max-age=3600");
      return reply.type(logo.type).send(logo.bytes);
    },
  );
};
