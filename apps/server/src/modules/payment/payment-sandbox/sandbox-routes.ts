import { randomInt } from "node:crypto";
import { sandboxChargeFormSchema } from "@pp/domain";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GatewayConfig } from "../../../config";
import { fileAnswer, MEDIA, pageOrErrorAnswer, withJsonError } from "../../../http/file-answers";
import { autoPostPage, escapeHtml, htmlPage } from "../../../http/html-page";
import { inEnglish } from "../../../i18n/answer-text";
import {
  type GatewayFields,
  gatewayFieldsSchema,
  hasValidSignature,
  signedDateTime,
  signFields,
} from "../../../payments/secure-acceptance";
import {
  authorisedAmount,
  type CardInput,
  cardInputError,
  decide,
  outcomeLabel,
  SANDBOX_TEST_CARDS,
} from "./sandbox-cards";
import { SANDBOX_OUTCOMES } from "./sandbox-outcomes";

const REQUIRED_REQUEST_FIELDS = [
  "access_key",
  "profile_id",
  "transaction_uuid",
  "reference_number",
  "amount",
  "currency",
  "override_custom_receipt_page",
];

function cardPage(request: GatewayFields, error: string | null, card: Partial<CardInput> = {}) {
  const carried = Buffer.from(JSON.stringify(request)).toString("base64url");
  const cards = SANDBOX_TEST_CARDS.map((c) => `<li><code>${c.label}</code>: ${outcomeLabel(c)}</li>`).join("");
  return htmlPage(
    "Secure payment (sandbox)",
    `<h1>Secure payment</h1>
<div class="card"><p><strong>Amount:</strong> ${escapeHtml(request.currency ?? "")} ${escapeHtml(request.amount ?? "")}<br><strong>Reference:</strong> ${escapeHtml(request.reference_number ?? "")}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/sandbox-gateway/charge">
<input type="hidden" name="request" value="${carried}">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(card.number ?? "")}" required>
<label for="card_expiry">Expiry (MM/YY)</label><input id="card_expiry" name="card_expiry" autocomplete="cc-exp" value="${escapeHtml(card.expiry ?? "")}" required>
<label for="card_cvv">Security code</label><input id="card_cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc" required>
<label for="card_name">Name on card</label><input id="card_name" name="card_name" autocomplete="cc-name" value="${escapeHtml(card.name ?? "")}" required>
<button type="submit" name="action" value="pay">Pay</button><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</form></div>
<p class="note">This is the development sandbox of the payment gateway (CyberSource Secure Acceptance protocol). No money moves. Test cards, with any future expiry and any 3-digit code:</p><ul>${cards}</ul>`,
  );
}

const errorPage = (message: string) =>
  htmlPage(
    "Payment could not start",
    `<h1>Payment could not start</h1><p class="error">${escapeHtml(message)}</p><p>Go back to the portal and press Pay again.</p>`,
  );

const payRoute = {
  config: { allowCrossSite: true },
  schema: {
    tags: ["payment sandbox"],
    summary: "The hosted payment page: the merchant's signed request",
    body: gatewayFieldsSchema,
    response: { 200: fileAnswer("The card page", MEDIA.html), "4XX": pageOrErrorAnswer("What went wrong") },
  },
};
const chargeRoute = {
  config: { allowCrossSite: true },
  schema: {
    tags: ["payment sandbox"],
    summary: "The card form: charge the test card, answer the merchant",
    body: sandboxChargeFormSchema,
    response: {
      200: fileAnswer("The page that posts the answer back to the merchant", MEDIA.html),
      "4XX": pageOrErrorAnswer("What went wrong"),
    },
  },
};

/** A 20-digit transaction id, as the gateway issues them. */
const sandboxTransactionId = () => String(randomInt(10 ** 9, 10 ** 10 - 1)) + String(randomInt(10 ** 9, 10 ** 10 - 1));

const refundRoute = {
  config: { allowCrossSite: true },
  schema: {
    tags: ["payment sandbox"],
    summary: "The refund call, server to server: returns a captured payment's amount to its card",
    body: gatewayFieldsSchema,
    response: {
      200: fileAnswer("The gateway's signed answer", MEDIA.form),
      400: withJsonError(fileAnswer("The gateway's signed refusal, or the error of a malformed request", MEDIA.form)),
    },
  },
};

const REQUIRED_REFUND_FIELDS = [
  "access_key",
  "profile_id",
  "transaction_type",
  "reference_number",
  "original_transaction_id",
  "amount",
  "currency",
];

/** What the sandbox decides about a signed refund request: the checks a real gateway makes on its own fields. */
function refundDecision(req: GatewayFields) {
  if (req.transaction_type !== "refund") return { decision: "ERROR", reason: "102", message: "Not a refund request." };
  if (!/^\d{6,30}$/.test(req.original_transaction_id ?? ""))
    return { decision: "DECLINE", reason: "241", message: "The original transaction is unknown." };
  if (!/^\d{1,9}\.\d{2}$/.test(req.amount ?? "") || Number(req.amount) <= 0)
    return { decision: "ERROR", reason: "102", message: "The amount is not valid." };
  return { decision: "ACCEPT", reason: "100", message: "Refund accepted: the amount goes back to the card." };
}

/** The merchant's request carried through the card form, or undefined when it does not decode to gateway fields. */
function carriedRequest(encoded: string): GatewayFields | undefined {
  try {
    const parsed = gatewayFieldsSchema.safeParse(JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Posts the answer to the merchant's notification URL, as the real gateway does, retrying a few times. */
async function notifyMerchant(url: string, fields: GatewayFields, log: FastifyBaseLogger) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      if (res.ok) return;
      log.warn({ status: res.status, attempt }, "sandbox gateway: merchant notification refused");
      if (res.status >= 400 && res.status < 500) return;
    } catch (err) {
      log.warn({ err, attempt }, "sandbox gateway: merchant notification failed");
    }
    await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
  }
}

/**
 * The built-in hosted payment page: verifies the merchant's signed request, takes a test card, and answers
 * with signed response fields twice — server-to-server to the notification URL and through the customer's browser.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ gateway: GatewayConfig; notifyUrl: string }> = async (
  app,
  { gateway, notifyUrl },
) => {
  const ok = (fields: GatewayFields) =>
    hasValidSignature(fields, gateway.secretKey, REQUIRED_REQUEST_FIELDS) &&
    fields.access_key === gateway.accessKey &&
    fields.profile_id === gateway.profileId;

  app.post("/sandbox-gateway/pay", payRoute, async (request, reply) => {
    const fields = request.body;
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    if (!ok(fields)) return reply.status(400).send(errorPage("The payment request was not signed correctly."));
    return cardPage(fields, null);
  });

  app.post("/sandbox-gateway/refund", refundRoute, async (request, reply) => {
    const req = request.body;
    const signed =
      hasValidSignature(req, gateway.secretKey, REQUIRED_REFUND_FIELDS) &&
      req.access_key === gateway.accessKey &&
      req.profile_id === gateway.profileId;
    const outcome = signed
      ? refundDecision(req)
      : { decision: "ERROR", reason: "102", message: "The refund request was not signed correctly." };
    const answer = signFields(
      {
        decision: outcome.decision,
        reason_code: outcome.reason,
        message: outcome.message,
        transaction_id: outcome.decision === "ACCEPT" ? sandboxTransactionId() : "",
        req_reference_number: req.reference_number ?? "",
        req_amount: req.amount ?? "",
        req_currency: req.currency ?? "",
        req_original_transaction_id: req.original_transaction_id ?? "",
        signed_date_time: signedDateTime(),
      },
      gateway.secretKey,
    );
    return reply
      .status(signed ? 200 : 400)
      .type("application/x-www-form-urlencoded")
      .send(new URLSearchParams(answer).toString());
  });

  app.post("/sandbox-gateway/charge", chargeRoute, async (request, reply) => {
    const body = request.body;
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    const req = carriedRequest(body.request);
    if (!req) return reply.status(400).send(errorPage("The payment request was lost."));
    if (!ok(req)) return reply.status(400).send(errorPage("The payment request was not signed correctly."));
    const card: CardInput = {
      number: body.card_number,
      expiry: body.card_expiry,
      cvv: body.card_cvv,
      name: body.card_name,
    };
    const cancelled = body.action === "cancel";
    if (!cancelled) {
      const problem = cardInputError(card);
      if (problem) return reply.status(422).send(cardPage(req, problem, card));
    }
    const outcome = cancelled ? SANDBOX_OUTCOMES.cancelled : decide(card.number);
    const digits = card.number.replace(/\D/g, "");
    const response = signFields(
      {
        decision: outcome.decision,
        reason_code: outcome.reason,
        // The gateway's message is English, as a real gateway's; the result pages say the words by the code.
        message: inEnglish(outcome.words),
        transaction_id: cancelled ? "" : sandboxTransactionId(),
        req_reference_number: req.reference_number!,
        req_transaction_uuid: req.transaction_uuid!,
        req_amount: req.amount!,
        req_currency: req.currency!,
        req_card_number: cancelled || !digits ? "" : `xxxxxxxxxxxx${digits.slice(-4)}`,
        req_card_type: "001",
        auth_amount: authorisedAmount(outcome, req.amount!),
        signed_date_time: signedDateTime(),
      },
      gateway.secretKey,
    );
    void notifyMerchant(notifyUrl, response, request.log);
    return autoPostPage({
      title: "Returning to the merchant",
      action: req.override_custom_receipt_page!,
      fields: response,
      message: "Please wait while we return you to the portal.",
    });
  });
};
