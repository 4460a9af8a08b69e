import {
  errorResponseSchema,
  exactText,
  formatAed,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  quotationIdParamsSchema,
  quoteTotals,
  UNAPPLIED_PAYMENT_STATUSES,
} from "@pp/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { payments, policies } from "../../db/schema";
import { autoPostPage, customerPageSchema, escapeHtml, htmlPage } from "../../http/html-page";
import { HttpError } from "../../http/http-error";
import { currentPartner, requirePartner } from "../auth/session-plugin";
import { listMembers } from "../members/member-repository";
import { startPayment } from "../payments/payment-service";
import { quotationForLink, sendPaymentLink } from "./payment-link-service";

const tokenParams = z.object({ token: exactText().min(20).max(100) });
const html = (title: string, body: string) => htmlPage(title, body);
const problem = (message: string) => html("Payment", `<h1>Payment</h1><p class="error">${escapeHtml(message)}</p>`);

export const paymentLinkRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.post(
    "/api/quotations/:id/payment-link",
    {
      preHandler: requirePartner,
      schema: {
        tags: ["payments"],
        summary: "Send payment link: e-mails the sponsor a link to pay the finalized quotation",
        params: quotationIdParamsSchema,
        response: { 202: z.object({ message: z.string() }), 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await sendPaymentLink(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        publicUrl: config.publicUrl,
        ip: request.ip,
      });
      return reply.status(202).send(result);
    },
  );

  const linkPage = customerPageSchema("The payment link: what is due, and a Pay button", tokenParams);
  app.get("/pay/:token", { schema: linkPage }, async (request, reply) => {
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    try {
      const q = await quotationForLink(db, request.params.token);
      if (q.status === "paid" || q.status === "policy_issued")
        return html(
          "Already paid",
          "<h1>Already paid</h1><p>This application has been paid. The policy documents were e-mailed to you.</p>",
        );
      if (q.status !== "finalized")
        return reply
          .status(409)
          .send(
            problem("This application was changed after the link was sent. Ask your insurance partner for a new link."),
          );
      const { total } = quoteTotals((await listMembers(db, q.id)).map((m) => m.premiumFils));
      return html(
        "Pay for your health insurance",
        `<h1>Pay for your health insurance</h1><div class="card"><p><strong>Application:</strong> ${escapeHtml(q.quotationNo)}<br><strong>Sponsor:</strong> ${escapeHtml(q.sponsorName)}<br><strong>Amount due:</strong> ${escapeHtml(formatAed(total))} (including 5% VAT)</p>
<form method="post" action="/pay/${escapeHtml(request.params.token)}/start"><button type="submit">Pay by card</button></form></div>`,
      );
    } catch (err) {
      if (err instanceof HttpError) return reply.status(err.statusCode).send(problem(err.message));
      throw err;
    }
  });

  const startPage = customerPageSchema("Pay: on to the hosted payment page", tokenParams);
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
      return autoPostPage("Secure payment", start.action, start.fields, "Taking you to the secure payment page…");
    } catch (err) {
      if (err instanceof HttpError) return reply.status(err.statusCode).send(problem(err.message));
      throw err;
    }
  });

  app.get(
    "/pay/result",
    {
      schema: {
        tags: ["customer pages"],
        summary: "Where a link's payment lands: the outcome the server recorded",
        querystring: z.object({ TransactionID: exactText().max(64).optional() }).catchall(exactText().max(300)),
      },
    },
    async (request, reply) => {
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      const id = request.query.TransactionID;
      const [row] = id
        ? await db
            .select({ payment: payments, policyNo: policies.policyNo })
            .from(payments)
            .leftJoin(policies, eq(policies.paymentId, payments.id))
            .where(and(eq(payments.transactionId, id), eq(payments.channel, "link")))
        : [];
      if (row?.payment.status === PAYMENT_STATUS.ACCEPTED) {
        return html(
          "Payment received",
          `<h1>Congratulations</h1><p>Your payment of ${escapeHtml(formatAed(row.payment.amountFils))} was received (transaction ${escapeHtml(id!)}). Policy ${escapeHtml(row.policyNo ?? "")} has been issued and its documents are on their way to your e-mail.</p>`,
        );
      }
      if (row && UNAPPLIED_PAYMENT_STATUSES.has(row.payment.status))
        return html(
          "Payment received, not applied",
          `<h1>Your payment needs a check</h1><p>${escapeHtml(row.payment.message ?? PAYMENT_MESSAGES.held)}</p><p>Transaction: ${escapeHtml(id!)}</p>`,
        );
      if (row?.payment.status === PAYMENT_STATUS.REVIEW)
        return html(
          "Payment under review",
          "<h1>Payment under review</h1><p>Your bank is reviewing the payment. We will e-mail you once it is decided.</p>",
        );
      return html(
        "Your payment failed",
        "<h1>Your payment failed</h1><p>No money was taken. Open the link in your e-mail again to retry, or contact your insurance partner.</p>",
      );
    },
  );
};
