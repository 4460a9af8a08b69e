import { linkTokenParamsSchema, renewalStepPath } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { customerPage, customerPageLanguage } from "../../../http/customer-page";
import { redirectAnswer } from "../../../http/file-answers";
import { customerPageSchema } from "../../../http/html-page";
import { policyNumberOfReminderLink } from "./renewal-reminder-link-repository";
import { RENEWAL_REMINDER_LINK_PATH } from "./renewal-reminders";

const SEARCH_PATH = renewalStepPath("search");

/**
 * A renewal reminder's link (no sign-in): on to the renewal search with the policy number filled in, so the customer
 * types only the member's date of birth — the same rate-limited check as any search. The number travels in the
 * address's fragment, which browsers never send to a server, so it stays out of every log.
 */
export const renewalReminderLinkRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    `${RENEWAL_REMINDER_LINK_PATH}/:token`,
    {
      schema: customerPageSchema("A renewal reminder's link: on to its policy's search", linkTokenParamsSchema, {
        303: redirectAnswer("On to the renewal search of the reminder's policy"),
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      const policyNo = await policyNumberOfReminderLink(db, request.params.token);
      if (!policyNo) {
        return reply
          .status(410)
          .type("text/html; charset=utf-8")
          .send(
            customerPage(request, customerPageLanguage(request, reply, config.isProduction), config, {
              title: /*i18n*/ { id: "page.renewalLink.expired", message: "This renewal link has expired" },
              paragraphs: [
                /*i18n*/ {
                  id: "page.renewalLink.expiredText",
                  message:
                    "The link in a renewal reminder works until the policy can no longer be renewed. You can still search for your policy with its number, the insured member's Emirates ID or passport, and their date of birth.",
                },
              ],
              link: {
                href: SEARCH_PATH,
                label: /*i18n*/ { id: "page.renewalLink.search", message: "Search for your policy" },
              },
            }),
          );
      }
      return reply.redirect(`${SEARCH_PATH}#policy=${encodeURIComponent(policyNo)}`, 303);
    },
  );
};
