import {
  INVITATION_KINDS,
  invitationKindOf,
  invitationStatus,
  linkTokenParamsSchema,
  renewalStepPath,
  type Words,
} from "@pp/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { customerPage, customerPageLanguage } from "../../../http/customer-page";
import { redirectAnswer } from "../../../http/file-answers";
import { customerPageSchema } from "../../../http/html-page";
import { createGrant } from "../../renewal";
import { findInvitationByToken, markInvitationOpened } from "./invitation-queries";

/** What an invitation's link says when it leads nowhere (decision 065): its title, then what to do. */
const NOT_FOUND: [Words, Words] = [
  /*i18n*/ { id: "page.invitation.notFound", message: "Invitation not found" },
  /*i18n*/ {
    id: "page.invitation.notFoundText",
    message: "This invitation link is not valid. Ask your insurance partner for a new one.",
  },
];
const ENDED: Record<"cancelled" | "expired" | "completed", [Words, Words]> = {
  cancelled: [
    /*i18n*/ { id: "page.invitation.cancelled", message: "Invitation cancelled" },
    /*i18n*/ {
      id: "page.invitation.cancelledText",
      message: "Your insurance partner cancelled this invitation. Ask them for a new link.",
    },
  ],
  expired: [
    /*i18n*/ { id: "page.invitation.expired", message: "Invitation expired" },
    /*i18n*/ {
      id: "page.invitation.expiredText",
      message: "This invitation link has expired. Ask your insurance partner to send a new one.",
    },
  ],
  completed: [
    /*i18n*/ { id: "page.invitation.completed", message: "Already done" },
    /*i18n*/ {
      id: "page.invitation.completedText",
      message:
        "This invitation has been completed: your payment was received and the policy documents were e-mailed to you.",
    },
  ],
};

/**
 * An external product site with what it needs to attribute the sale to the partner: `UserId` (the parameter the
 * sites read) carries the partner's opaque reference, never the sign-in id a customer could try to sign in with.
 */
function siteUrl(base: string, params: Record<string, string>) {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * The customer's link (no sign-in, like /pay/:token): records that it was opened and sends the customer to what the
 * invitation leads to; a link that has ended says so and what to do.
 */
export const invitationLinkRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const linkPage = customerPageSchema("The invitation link: on to what it invites to", linkTokenParamsSchema, {
    303: redirectAnswer("On to what the invitation invites to"),
  });
  const page = (request: FastifyRequest, reply: FastifyReply, [title, text]: [Words, Words]) =>
    customerPage(request, customerPageLanguage(request, reply, config.isProduction), config, {
      title,
      paragraphs: [text],
    });
  app.get("/invite/:token", { schema: linkPage }, async (request, reply) => {
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    const row = await findInvitationByToken(db, request.params.token);
    if (!row) {
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .send(page(request, reply, NOT_FOUND));
    }
    const { invitation } = row;
    const status = invitationStatus(invitation, invitation.expiresAt);
    if (status === "cancelled" || status === "expired" || status === "completed") {
      return reply
        .status(status === "completed" ? 200 : 410)
        .type("text/html; charset=utf-8")
        .send(page(request, reply, ENDED[status]));
    }
    await markInvitationOpened(db, invitation.id);

    const { target, product } = INVITATION_KINDS[invitationKindOf(invitation.product, invitation.journey)!];
    switch (target) {
      case "quotation":
        // The invitation's secret is also this quotation's payment link.
        return reply.redirect(`/pay/${request.params.token}`, 303);
      case "policy":
        await createGrant(
          db,
          reply,
          { policyId: invitation.policyId!, partnerId: invitation.partnerId, invitationId: invitation.id },
          config.isProduction,
        );
        return reply.redirect(renewalStepPath("details"), 303);
      case "site":
        return reply.redirect(
          siteUrl(product === "pa" ? config.PA_SITE_URL : config.TERM_SITE_URL, {
            UserId: row.partnerReference,
            Reference: `INV-${invitation.id}`,
          }),
          303,
        );
      case "site_policy":
        return reply.redirect(
          siteUrl(config.HPLUS_RENEWALS_URL, {
            UserId: row.partnerReference,
            Access: "1",
            PolicyNo: invitation.reference ?? "",
            Reference: `INV-${invitation.id}`,
          }),
          303,
        );
    }
  });
};
