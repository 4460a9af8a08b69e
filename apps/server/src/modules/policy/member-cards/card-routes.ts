import {
  type CardInvalidReason,
  type CardStanding,
  cardStanding,
  errorResponses,
  formatDisplayDate,
  initialsOf,
  linkTokenParamsSchema,
  memberCardParamsSchema,
  memberCardRefusal,
  toIsoDate,
  type Words,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { type CustomerPageContent, customerPage, customerPageLanguage } from "../../../http/customer-page";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { customerPageSchema } from "../../../http/html-page";
import { HttpError, notFound } from "../../../http/http-error";
import type { CpuPool } from "../../../process/cpu-pool";
import { currentPartner, requirePartner } from "../../identity";
import { findPartnerPolicy } from "../policies/policy-repository";
import { memberForCard } from "./card-repository";
import { memberIdOfToken } from "./card-token";
import { cardKeyOf, memberCardsOf } from "./member-cards";

const CARD_PATH = "/card";

/** The words of a card's check (decision 065). */
const CARD_PAGE = {
  notChecked: /*i18n*/ { id: "page.card.notChecked", message: "This card could not be checked" },
  scanAgain: /*i18n*/ {
    id: "page.card.scanAgain",
    message:
      "Scan the code on the card again, whole. A card whose code cannot be checked is no proof of cover: ask the member's insurance partner or customer relations (details below).",
  },
  member: /*i18n*/ { id: "page.card.member", message: "Member:" },
  cover: /*i18n*/ { id: "page.card.cover", message: "Cover:" },
  checkedOn: /*i18n*/ { id: "page.card.checkedOn", message: "Checked on:" },
  valid: /*i18n*/ { id: "page.card.valid", message: "Valid" },
  validToday: /*i18n*/ { id: "page.card.validToday", message: "This card is valid today." },
  showEmiratesId: /*i18n*/ {
    id: "page.card.showEmiratesId",
    message: "The holder should show their Emirates ID with the card.",
  },
  notValid: /*i18n*/ { id: "page.card.notValid", message: "Not valid" },
  neverHeldCover: /*i18n*/ { id: "page.card.neverHeldCover", message: "This card never held cover." },
  noProof: /*i18n*/ {
    id: "page.card.noProof",
    message: "A card that is not valid is no proof of cover. The member's insurance partner can say more.",
  },
} satisfies Record<string, Words>;

const NOT_A_CARD: CustomerPageContent = { title: CARD_PAGE.notChecked, paragraphs: [CARD_PAGE.scanAgain] };

/** Why a card is not valid, with the day it took effect, as its check says it. */
function reasonText(reason: CardInvalidReason): Words {
  if (reason.why === "cancelled")
    return reason.on
      ? /*i18n*/ {
          id: "page.card.cancelledOn",
          message: "Policy cancelled on {date}.",
          values: { date: formatDisplayDate(reason.on) },
        }
      : /*i18n*/ { id: "page.card.cancelled", message: "Policy cancelled." };
  const date = formatDisplayDate(reason.on);
  switch (reason.why) {
    case "member_removed":
      return /*i18n*/ {
        id: "page.card.memberRemovedOn",
        message: "Member removed from the policy on {date}.",
        values: { date },
      };
    case "ended":
      return /*i18n*/ { id: "page.card.endedOn", message: "Cover ended on {date}.", values: { date } };
    case "not_started":
      return /*i18n*/ { id: "page.card.beginsOn", message: "Cover begins on {date}.", values: { date } };
  }
}

/**
 * What a card's code shows anyone who scans it (a clinic, a visa medical centre): valid or not today — green with a
 * tick or red with a cross — and why not, the member's initials and the cover the card actually held (none when it
 * never held any: never an end before a start). Nothing else: no name, number, plan or contact.
 */
function cardCheck(standing: CardStanding, initials: string, today: string): CustomerPageContent {
  const facts: [Words, string][] = [[CARD_PAGE.member, initials]];
  if (standing.cover)
    facts.push([
      CARD_PAGE.cover,
      `${formatDisplayDate(standing.cover.from)} – ${formatDisplayDate(standing.cover.until)}`,
    ]);
  facts.push([CARD_PAGE.checkedOn, formatDisplayDate(today)]);
  if (standing.valid)
    return {
      title: CARD_PAGE.valid,
      verdict: { yes: true, detail: CARD_PAGE.validToday },
      facts,
      paragraphs: [CARD_PAGE.showEmiratesId],
    };
  return {
    title: CARD_PAGE.notValid,
    verdict: { yes: false, detail: reasonText(standing.reason) },
    facts,
    paragraphs: [...(standing.cover ? [] : [CARD_PAGE.neverHeldCover]), CARD_PAGE.noProof],
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
      const today = toIsoDate(new Date());
      const standing = cardStanding(policy, member, today);
      const page = cardCheck(standing, initialsOf(member.firstName, member.familyName), today);
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
        response: { 200: fileAnswer("The card", MEDIA.png), ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request, reply) => {
      const policy = await findPartnerPolicy(db, request.params.policyNo.toUpperCase(), currentPartner(request).scope);
      if (!policy) throw notFound(NOT_FOUND_ANSWERS.policy);
      const found = await memberForCard(db, request.params.memberId);
      if (!found || found.policy.id !== policy.id) throw notFound(NOT_FOUND_ANSWERS.card);
      // A cancelled or ended policy, or a member removed from it, is told as such: the card is gone, not unknown.
      const refusal = memberCardRefusal(policy, found.member, toIsoDate(new Date()));
      if (refusal) throw new HttpError(410, refusal);
      const card = (await memberCardsOf(db, config, policy.id, policy.version)).find(
        (c) => c.memberId === request.params.memberId,
      );
      if (!card) throw notFound(NOT_FOUND_ANSWERS.card);
      return reply
        .type("image/png")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="health-card-${card.memberNo.replace("/", "-")}.png"`)
        .send(await cpu.run("cardPng", card));
    },
  );
};
