import { type APIRequestContext, expect } from "@playwright/test";
import type { PaymentStart, PaymentStatus } from "@pp/domain";

/**
 * Paying through the gateway sandbox over HTTP. The sandbox is our own server's hosted page
 * (apps/server/src/modules/payment/payment-sandbox/sandbox-routes.ts), so this does what a browser does on it, request by
 * request: post the signed fields the portal started the payment with to its card page, post the card form the page
 * carries the request in, and post the signed answer the sandbox hands back on to the portal's return address.
 */

/** The sandbox's test card that is always accepted (sandbox-cards.ts). */
const ACCEPTED = "4111111111111111";

/** The hidden fields of a server-rendered page that posts itself on (html-page.ts escapes these characters). */
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
    ]),
  );

/** Pays a started payment with a card on the sandbox; what the portal recorded for it. */
export async function payStartedPayment(
  api: APIRequestContext,
  start: PaymentStart,
  card = ACCEPTED,
): Promise<PaymentStatus> {
  const cardPage = await api.post(new URL(start.action).pathname, { form: start.fields });
  expect(cardPage.status(), "the sandbox's card page").toBe(200);
  const carried = /name="request" value="([^"]+)"/.exec(await cardPage.text())?.[1];
  expect(carried, "the payment request the card page carries").toBeTruthy();
  const charged = await api.post("/sandbox-gateway/charge", {
    form: {
      request: carried!,
      card_number: card,
      card_expiry: "12/39",
      card_cvv: "123",
      card_name: "Ahmed Khan",
      action: "pay",
    },
  });
  expect(charged.status(), await charged.text()).toBe(200);
  const answer = hiddenFields(await charged.text());
  const back = await api.post("/api/payments/return", { form: answer, maxRedirects: 0 });
  expect(back.status(), "the portal takes the gateway's answer and shows the result page").toBe(303);
  const status = await api.get(`/api/payments/${answer.transaction_id}`);
  expect(status.status(), await status.text()).toBe(200);
  return (await status.json()) as PaymentStatus;
}

/** Starts paying a finalized quotation as the payment step does, and pays it with an accepted card. */
export async function payQuotationThroughApi(api: APIRequestContext, quotationId: number): Promise<PaymentStatus> {
  const started = await api.post(`/api/quotations/${quotationId}/payment`);
  expect(started.status(), await started.text()).toBe(200);
  return payStartedPayment(api, (await started.json()) as PaymentStart);
}
