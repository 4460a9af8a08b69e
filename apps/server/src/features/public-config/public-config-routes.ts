import { type PublicConfig, publicConfigSchema } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";

function publicConfigOf(config: Config): PublicConfig {
  return {
    version: config.version,
    meetingHosts: config.meetingHosts,
    contactPhone: config.CONTACT_PHONE,
    contactEmail: config.CONTACT_EMAIL,
    links: {
      hplusRenewals: config.HPLUS_RENEWALS_URL,
      paSite: config.PA_SITE_URL,
      termSite: config.TERM_SITE_URL,
      healthInformation: config.HEALTH_INFO_URL,
      feedback: config.FEEDBACK_URL,
    },
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = publicConfigOf(config);
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
};
