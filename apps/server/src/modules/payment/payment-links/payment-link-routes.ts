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
  type Words,
} from "@pp/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import {
  type CustomerPageContent,
  customerPage,
  customerPageLanguage,
  type PageText,
} from "../../../http/customer-page";
import { fileAnswer, MEDIA, pageOrErrorAnswer } from "../../../http/file-answers";
import { autoPostPage, customerPageSchema } from "../../../http/html-page";
import { HttpError } from "../../../http/http-error";
import { answerFor } from "../../../i18n/answer-text";
import { translate } from "../../../i18n/translate";
import { currentPartner, findPartnerById, requirePartner, resolveSession, type SessionCookie } from "../../identity";
import { listMembers, quotationTotals } from "../../quotation";
import { findLinkPayment } from "../payments/payment-repository";
import { startPayment } from "../payments/payment-service";
import { recordedOutcome } from "../payments/recorded-outcome";
import { quotationForLink, quotationIdOfLink, sendPaymentLink } from "./payment-link-service";
import { PAYMENT_PAGE, paymentReceived, sellsAsIntermediary, transactionNo } from "./payment-link-words";

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
  const problem = (request: FastifyRequest, reply: FastifyReply, error: PageText) =>
    html(request, reply, { title: PAYMENT_PAGE.payment, error });
  /** What anyone else gets, whether or not the transaction exists: nothing about the payment. */
  const NOT_SHOWN: CustomerPageContent = { title: PAYMENT_PAGE.result, paragraphs: [PAYMENT_PAGE.notShown] };
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
        return html(request, reply, { title: PAYMENT_PAGE.alreadyPaid, paragraphs: [PAYMENT_PAGE.alreadyPaidText] });
      if (q.status !== "finalized")
        return reply.status(409).send(problem(request, reply, PAYMENT_PAGE.changedAfterSent));
      const { total } = await quotationTotals(
        db,
        q,
        (await listMembers(db, q.id)).map((m) => m.premiumFils),
      );
      const partner = q.partnerId === null ? undefined : await findPartnerById(db, q.partnerId);
      return html(request, reply, {
        title: PAYMENT_PAGE.payTitle,
        facts: [
          [PAYMENT_PAGE.application, q.quotationNo],
          [PAYMENT_PAGE.sponsor, q.sponsorName],
          [PAYMENT_PAGE.amountDue, formatAed(total)],
        ],
        form: { action: `/pay/${request.params.token}/start`, button: PAYMENT_PAGE.payByCard },
        // Who sells the cover, and their registration with the insurance regulator: the page a customer pays on
        // discloses it, as the policy documents do.
        paragraphs: partner ? [sellsAsIntermediary(partner)] : [],
      });
    } catch (err) {
      if (err instanceof HttpError)
        return reply.status(err.statusCode).send(problem(request, reply, { answer: err.text }));
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
      const t = (words: Words) => translate(language, words);
      return autoPostPage({
        title: t(PAYMENT_PAGE.securePayment),
        action: start.action,
        fields: start.fields,
        message: t(PAYMENT_PAGE.takingYou),
        button: t(PAYMENT_PAGE.continue),
        language,
      });
    } catch (err) {
      if (err instanceof HttpError)
        return reply.status(err.statusCode).send(problem(request, reply, { answer: err.text }));
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
      if (!id || !row || !(await mayView(request, row.quotation)))
        return reply.status(404).send(html(request, reply, NOT_SHOWN));
      const transaction = transactionNo(id);
      if (row.payment.status === PAYMENT_STATUS.ACCEPTED) {
        return html(request, reply, {
          title: PAYMENT_PAGE.received,
          heading: PAYMENT_PAGE.congratulations,
          paragraphs: [paymentReceived(formatAed(row.payment.amountFils), id, row.policy?.policyNo ?? "")],
        });
      }
      // The outcome the payment recorded (the domain's message here), said as the API's answers say it.
      const outcome = recordedOutcome(row.payment, config.gateway);
      if (UNAPPLIED_PAYMENT_STATUSES.has(row.payment.status))
        return html(request, reply, {
          title: PAYMENT_PAGE.notApplied,
          heading: PAYMENT_PAGE.needsACheck,
          paragraphs: [{ answer: outcome ?? PAYMENT_MESSAGES.held }, transaction],
        });
      if (row.payment.status === PAYMENT_STATUS.PARTIAL)
        return html(request, reply, {
          title: PAYMENT_PAGE.notCompleted,
          heading: PAYMENT_PAGE.notCompletedHeading,
          paragraphs: [...(outcome ? [{ answer: outcome }] : []), PAYMENT_PAGE.payTheWhole, transaction],
        });
      if (row.payment.status === PAYMENT_STATUS.REVIEW)
        return html(request, reply, { title: PAYMENT_PAGE.underReview, paragraphs: [PAYMENT_PAGE.underReviewText] });
      return html(request, reply, { title: PAYMENT_PAGE.failed, paragraphs: [PAYMENT_PAGE.failedText] });
    },
  );
};
