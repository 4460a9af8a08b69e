import {
  errorResponseSchema,
  formatAed,
  linkTokenParamsSchema,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  paymentLinkResultQuerySchema,
  quotationIdParamsSchema,
  RETURN_TRANSACTION_PARAM,
  sendPaymentLinkResponseSchema,
  UNAPPLIED_PAYMENT_STATUSES,
} from "@pp/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { type CustomerPageContent, customerPage, customerPageLanguage } from "../../../http/customer-page";
import { fileAnswer, MEDIA, pageOrErrorAnswer } from "../../../http/file-answers";
import { autoPostPage, customerPageSchema } from "../../../http/html-page";
import { HttpError } from "../../../http/http-error";
import { answerFor } from "../../../i18n/answer-text";
import { localizeMessage } from "../../../i18n/localize-answer";
import { currentPartner, findPartnerById, requirePartner, resolveSession, type SessionCookie } from "../../identity";
import { listMembers, quotationTotals } from "../../quotation";
import { findLinkPayment } from "../payments/payment-repository";
import { startPayment } from "../payments/payment-service";
import { quotationForLink, quotationIdOfLink, sendPaymentLink } from "./payment-link-service";

/** Remembers, in the browser that opened a payment link, which link it was: its result page shows only to it. */
export const PAY_LINK_COOKIE = "pp_pay_link";
const PAY_LINK_COOKIE_HOURS = 24;

export const paymentLinkRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  sessionCookie: SessionCookie;
}> = async (app, { db, config, sessionCookie }) => {
  /** A customer's page in their language, naming the insurer they deal with and what it must disclose. */
  const html = (request: FastifyRequest, reply: FastifyReply, page: CustomerPageContent) =>
    customerPage(request, customerPageLanguage(request, reply, config.isProduction), config, page);
  const problem = (request: FastifyRequest, reply: FastifyReply, message: string) =>
    html(request, reply, { title: "Payment", error: message });
  /** What anyone else gets, whether or not the transaction exists: nothing about the payment. */
  const NOT_SHOWN: CustomerPageContent = {
    title: "Payment result",
    paragraphs: [
      "We cannot show this payment here. If you paid, the policy documents are on their way to your e-mail. Open the link in your e-mail again to see whether your application is paid or to pay, or contact your insurance partner.",
    ],
  };
  const rememberLink = (reply: FastifyReply, token: string) =>
    reply.setCookie(PAY_LINK_COOKIE, token, {
      path: "/pay",
      httpOnly: true,
      sameSite: "lax",
      secure: config.isProduction,
      maxAge: PAY_LINK_COOKIE_HOURS * 3600,
    });

  /** The holder of the payment's link (its cookie), or the signed-in partner whose quotation it is. */
  async function mayView(request: FastifyRequest, quotation: { id: number; partnerId: number | null }) {
    const linkToken = request.cookies[PAY_LINK_COOKIE];
    if (linkToken && linkToken.length <= 100 && (await quotationIdOfLink(db, linkToken)) === quotation.id) return true;
    const sessionToken = request.cookies[sessionCookie.name];
    if (!sessionToken || sessionToken.length > 100 || quotation.partnerId === null) return false;
    // /pay/… is not under /api, so the session is resolved here; a sign-in still waiting for its second factor opens nothing.
    const session = await resolveSession(db, sessionToken);
    return session?.stage === "full" && session.partner.id === quotation.partnerId;
  }

  app.post(
    "/api/quotations/:id/payment-link",
    {
      preHandler: requirePartner,
      schema: {
        tags: ["payments"],
        summary:
          "Send payment link: e-mails the sponsor a link to pay the finalized quotation (429 past the daily limit)",
        params: quotationIdParamsSchema,
        response: {
          202: sendPaymentLinkResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await sendPaymentLink(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        publicUrl: config.publicUrl,
        ip: request.ip,
        linksPerDay: config.mailQuotas.payment_links,
      });
      return reply.status(202).send({ message: answerFor(request, result.message) });
    },
  );

  const linkPage = customerPageSchema("The payment link: what is due, and a Pay button", linkTokenParamsSchema);
  app.get("/pay/:token", { schema: linkPage }, async (request, reply) => {
    // same-origin, not no-referrer: the link still never leaves the site, and the page's own "Pay by card" post keeps
    // its Origin (no-referrer makes browsers send "Origin: null", which the cross-site guard refuses).
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").header("referrer-policy", "same-origin");
    try {
      const q = await quotationForLink(db, request.params.token);
      if (q.status === "paid" || q.status === "policy_issued")
        return html(request, reply, {
          title: "Already paid",
          paragraphs: ["This application has been paid. The policy documents were e-mailed to you."],
        });
      if (q.status !== "finalized")
        return reply
          .status(409)
          .send(
            problem(
              request,
              reply,
              "This application was changed after the link was sent. Ask your insurance partner for a new link.",
            ),
          );
      const { total } = await quotationTotals(
        db,
        q,
        (await listMembers(db, q.id)).map((m) => m.premiumFils),
      );
      const partner = q.partnerId === null ? undefined : await findPartnerById(db, q.partnerId);
      return html(request, reply, {
        title: "Pay for your health insurance",
        facts: [
          ["Application:", q.quotationNo],
          ["Sponsor:", q.sponsorName],
          ["Amount due (including 5% VAT):", formatAed(total)],
        ],
        form: { action: `/pay/${request.params.token}/start`, button: "Pay by card" },
        // Who sells the cover, and their registration with the insurance regulator: the page a customer pays on
        // discloses it, as the policy documents do.
        paragraphs: partner ? [intermediaryOf(partner)] : [],
      });
    } catch (err) {
      if (err instanceof HttpError) return reply.status(err.statusCode).send(problem(request, reply, err.message));
      throw err;
    }
  });

  const startPage = customerPageSchema("Pay: on to the hosted payment page", linkTokenParamsSchema);
  app.post("/pay/:token/start", { schema: startPage }, async (request, reply) => {
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    try {
      const quotation = await quotationForLink(db, request.params.token);
      const start = await startPayment(db, {
        quotation,
        gateway: config.gateway,
        publicUrl: config.publicUrl,
        partnerId: null,
        channel: "link",
      });
      rememberLink(reply, request.params.token);
      const language = customerPageLanguage(request, reply, config.isProduction);
      const t = (text: string) => localizeMessage(text, language);
      return autoPostPage({
        title: t("Secure payment"),
        action: start.action,
        fields: start.fields,
        message: t("Taking you to the secure payment page…"),
        button: t("Continue"),
        language,
      });
    } catch (err) {
      if (err instanceof HttpError) return reply.status(err.statusCode).send(problem(request, reply, err.message));
      throw err;
    }
  });

  app.get(
    "/pay/result",
    {
      schema: {
        tags: ["customer pages"],
        summary: "Where a link's payment lands: the outcome the server recorded",
        querystring: paymentLinkResultQuerySchema,
        response: {
          200: fileAnswer("The payment's outcome", MEDIA.html),
          "4XX": pageOrErrorAnswer("A page that shows nothing of the payment, or the error of a malformed address"),
        },
      },
    },
    async (request, reply) => {
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer");
      const id = request.query[RETURN_TRANSACTION_PARAM];
      const row = id ? await findLinkPayment(db, id) : undefined;
      // An unknown transaction and another's look the same, so the page tells nothing to whoever guesses an id.
      if (!row || !(await mayView(request, row.quotation)))
        return reply.status(404).send(html(request, reply, NOT_SHOWN));
      const transaction = `Transaction: ${id}`;
      if (row.payment.status === PAYMENT_STATUS.ACCEPTED) {
        return html(request, reply, {
          title: "Payment received",
          heading: "Congratulations",
          paragraphs: [
            `Your payment of ${formatAed(row.payment.amountFils)} was received (transaction ${id}). Policy ${row.policy?.policyNo ?? ""} has been issued and its documents are on their way to your e-mail.`,
          ],
        });
      }
      if (UNAPPLIED_PAYMENT_STATUSES.has(row.payment.status))
        return html(request, reply, {
          title: "Payment received, not applied",
          heading: "Your payment needs a check",
          paragraphs: [row.payment.message ?? PAYMENT_MESSAGES.held, transaction],
        });
      if (row.payment.status === PAYMENT_STATUS.PARTIAL)
        return html(request, reply, {
          title: "Payment not completed",
          heading: "Your payment was not completed",
          paragraphs: [
            ...(row.payment.message ? [row.payment.message] : []),
            "Open the link in your e-mail again to pay the whole amount.",
            transaction,
          ],
        });
      if (row.payment.status === PAYMENT_STATUS.REVIEW)
        return html(request, reply, {
          title: "Payment under review",
          paragraphs: ["Your bank is reviewing the payment. We will e-mail you once it is decided."],
        });
      return html(request, reply, {
        title: "Your payment failed",
        paragraphs: [
          "No money was taken. Open the link in your e-mail again to retry, or contact your insurance partner.",
        ],
      });
    },
  );
};

/** The selling partner as the insurer's intermediary, with its regulator registration when it has one. */
function intermediaryOf(partner: { name: string; registrationNo: string | null }) {
  return partner.registrationNo
    ? `${partner.name} (insurance regulator registration no. ${partner.registrationNo}) sells this cover as the insurer's intermediary.`
    : `${partner.name} sells this cover as the insurer's intermediary.`;
}
