import {
  cardValidity,
  errorResponses,
  formatDisplayDate,
  initialsOf,
  linkTokenParamsSchema,
  memberCardParamsSchema,
  toIsoDate,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { type CustomerPageContent, customerPage, customerPageLanguage } from "../../http/customer-page";
import { fileAnswer, MEDIA } from "../../http/file-answers";
import { customerPageSchema } from "../../http/html-page";
import { notFound } from "../../http/http-error";
import type { CpuPool } from "../../process/cpu-pool";
import { currentPartner, requirePartner } from "../auth/session-plugin";
import { findPartnerPolicy } from "../policies/policy-repository";
import { memberForCard } from "./card-repository";
import { memberIdOfToken } from "./card-token";
import { cardKeyOf, memberCardsOf } from "./member-cards";

const CARD_PATH = "/card";

const NOT_A_CARD: CustomerPageContent = {
  title: "This card could not be checked",
  paragraphs: [
    "Scan the code on the card again, whole. A card whose code cannot be checked is no proof of cover: ask the member's insurance partner or customer relations (details below).",
  ],
};

/**
 * What a card's code shows anyone who scans it (a clinic, a visa medical centre): whether it is valid today, the
 * member's initials and the card's dates. Nothing else: no name, number, plan or contact.
 */
function verdict(valid: boolean, initials: string, from: string, until: string): CustomerPageContent {
  return {
    title: valid ? "This card is valid today" : "This card is not valid today",
    facts: [
      ["Member:", initials],
      ["Cover:", `${formatDisplayDate(from)} – ${formatDisplayDate(until)}`],
      ["Checked on:", formatDisplayDate(toIsoDate(new Date()))],
    ],
    paragraphs: [
      valid
        ? "The holder should show their Emirates ID with the card."
        : "The cover on this card has ended or has not begun. The member's insurance partner can say more.",
    ],
  };
}

/** Member cards: a member's PNG for the partner, and the public page a card's QR code opens. */
export const cardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; cpu: CpuPool }> = async (
  app,
  { db, config, cpu },
) => {
  app.get(
    `${CARD_PATH}/:token`,
    { schema: customerPageSchema("A member card's verification page (its QR code)", linkTokenParamsSchema) },
    async (request, reply) => {
      reply
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .header("x-robots-tag", "noindex");
      const language = customerPageLanguage(request, reply, config.isProduction);
      const memberId = memberIdOfToken(cardKeyOf(config), request.params.token);
      const found = memberId === undefined ? undefined : await memberForCard(db, memberId);
      if (!found)
        return reply
          .status(404)
          .type("text/html; charset=utf-8")
          .send(customerPage(request, language, config, NOT_A_CARD));
      const { member, policy } = found;
      const v = cardValidity(policy, member, toIsoDate(new Date()));
      const page = verdict(v.validToday, initialsOf(member.firstName, member.familyName), v.validFrom, v.validUntil);
      return reply.type("text/html; charset=utf-8").send(customerPage(request, language, config, page));
    },
  );

  app.get(
    "/api/policies/:policyNo/members/:memberId/card.png",
    {
      config: { cpuPool: true },
      preHandler: requirePartner,
      schema: {
        tags: ["policies"],
        summary: "A member's health card as a PNG for the phone (one of the partner's policies)",
        params: memberCardParamsSchema,
        response: { 200: fileAnswer("The card", MEDIA.png), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const policy = await findPartnerPolicy(db, request.params.policyNo.toUpperCase(), currentPartner(request).id);
      if (!policy) throw notFound("Policy not found.");
      const card = (await memberCardsOf(db, config, policy.id, policy.version)).find(
        (c) => c.memberId === request.params.memberId,
      );
      if (!card) throw notFound("This member has no card on the policy.");
      return reply
        .type("image/png")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="health-card-${card.memberNo.replace("/", "-")}.png"`)
        .send(await cpu.run("cardPng", card));
    },
  );
};
