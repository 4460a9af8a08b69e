import { linkTokenParamsSchema, type Words } from "@pp/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { type CustomerPageContent, customerPage, customerPageLanguage } from "../../../http/customer-page";
import { customerPageSchema } from "../../../http/html-page";
import { hashToken } from "../../../security/tokens";
import { MARKETING_STOP_PATH } from "./marketing-consent-mail";
import {
  consentOfWithdrawLink,
  type WithdrawableConsent,
  withdrawMarketingConsent,
} from "./marketing-consent-repository";

/** The words of the withdrawal page (decision 065). */
const STOP_PAGE = {
  notValid: /*i18n*/ { id: "page.marketingStop.notValid", message: "This link is not valid" },
  openWhole: /*i18n*/ {
    id: "page.marketingStop.openWhole",
    message:
      "Open the link from the e-mail that confirmed your choice, whole. To stop marketing e-mails another way, write to customer relations: their address is below.",
  },
  stopped: /*i18n*/ { id: "page.marketingStop.stopped", message: "You will get no more marketing e-mails" },
  email: /*i18n*/ { id: "page.marketingStop.email", message: "E-mail address:" },
  recorded: /*i18n*/ {
    id: "page.marketingStop.recorded",
    message:
      "Your choice is recorded. E-mails about your policy itself (renewal reminders, documents, payments) still come, as they must.",
  },
  stop: /*i18n*/ { id: "page.marketingStop.stop", message: "Stop marketing e-mails" },
  changesNothing: /*i18n*/ {
    id: "page.marketingStop.changesNothing",
    message: "Stopping them changes nothing about your policy.",
  },
} satisfies Record<string, Words>;

const NOT_A_LINK: CustomerPageContent = { title: STOP_PAGE.notValid, paragraphs: [STOP_PAGE.openWhole] };

/** What the page says about a consent: still given (with the button that withdraws it) or withdrawn. */
function pageOf(token: string, consent: WithdrawableConsent): CustomerPageContent {
  if (consent.withdrawnAt)
    return { title: STOP_PAGE.stopped, facts: [[STOP_PAGE.email, consent.email]], paragraphs: [STOP_PAGE.recorded] };
  return {
    title: STOP_PAGE.stop,
    facts: [[STOP_PAGE.email, consent.email]],
    form: { action: `${MARKETING_STOP_PATH}/${token}`, button: STOP_PAGE.stop },
    paragraphs: [STOP_PAGE.changesNothing],
  };
}

/**
 * The link in an opt-in's confirmation (no sign-in): the page shows whose consent it is, and a button withdraws it.
 * Opening the link withdraws nothing, so a mail scanner that follows links cannot withdraw anyone's consent.
 */
export const marketingStopRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const send = (request: FastifyRequest, reply: FastifyReply, consent: WithdrawableConsent | null, token: string) => {
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    const language = customerPageLanguage(request, reply, config.isProduction);
    return reply
      .status(consent ? 200 : 404)
      .type("text/html; charset=utf-8")
      .send(customerPage(request, language, config, consent ? pageOf(token, consent) : NOT_A_LINK));
  };

  app.get(
    `${MARKETING_STOP_PATH}/:token`,
    { schema: customerPageSchema("A marketing consent's withdrawal page", linkTokenParamsSchema) },
    async (request, reply) => {
      const { token } = request.params;
      return send(request, reply, await consentOfWithdrawLink(db, hashToken(token)), token);
    },
  );

  app.post(
    `${MARKETING_STOP_PATH}/:token`,
    { schema: customerPageSchema("Withdraws a marketing consent", linkTokenParamsSchema) },
    async (request, reply) => {
      const { token } = request.params;
      return send(request, reply, await withdrawMarketingConsent(db, hashToken(token)), token);
    },
  );
};
