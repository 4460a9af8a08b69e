import { LANGUAGE_COOKIE } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, policies } from "../../../../src/db/schema";
import { DEMO_INSURER } from "../../../../src/insurer-config";
import { PAY_LINK_COOKIE } from "../../../../src/modules/payment/payment-links/payment-link-routes";
import { api, formBody, gatewayAnswer, hiddenFields, sentPaymentLink } from "../../../support/journey";
import { createQuotationAs } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { otherPartner } from "../../outreach/invitations/invitation-fixtures";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const linkCookieOf = (start: { cookies: { name: string; value: string }[] }) => {
  const c = start.cookies.find((x) => x.name === PAY_LINK_COOKIE);
  if (!c) throw new Error("no payment link cookie set");
  return { cookie: `${c.name}=${c.value}` };
};

const paymentIdOf = async (answer: Record<string, string>) =>
  (await t.db.select().from(payments).where(eq(payments.transactionId, answer.transaction_id!)))[0]!.id;

describe("the payment link's pages in Arabic", () => {
  it("answer in the customer's language, right to left, with the disclosure in Arabic and a way back to English", async () => {
    const { path } = await sentPaymentLink(t, cookie);
    const english = await t.app.inject({ url: path });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain(`<a href="${path}?lang=ar" lang="ar" hreflang="ar">العربية</a>`);

    const switched = await t.app.inject({ url: `${path}?lang=ar` });
    expect(switched.cookies.find((c) => c.name === LANGUAGE_COOKIE)).toMatchObject({ value: "ar", path: "/" });
    for (const page of [switched, await t.app.inject({ url: path, headers: { cookie: `${LANGUAGE_COOKIE}=ar` } })]) {
      expect(page.body).toContain('<html lang="ar" dir="rtl">');
      expect(page.body).toContain("<h1>ادفع قيمة تأمينك الصحي</h1>");
      expect(page.body).toContain("ادفع بالبطاقة");
      expect(page.body).toContain(`تتحمل \u2068${DEMO_INSURER.legalNameAr}\u2069`);
      expect(page.body).toMatch(
        /<p>يبيع \u2068[^<]+\u2069 (\(رقم التسجيل لدى الجهة الرقابية على التأمين \u2068[^<]+\u2069\) )?هذه التغطية بصفته وسيطًا لشركة التأمين.<\/p>/,
      );
      expect(page.body).toContain(`<a href="${path}?lang=en" lang="en" hreflang="en">English</a>`);
      // The amount keeps its own direction inside the Arabic.
      expect(page.body).toContain("<bdi>AED 840.00</bdi>");
    }
    // A phone set to Arabic gets Arabic without choosing.
    const phone = await t.app.inject({ url: path, headers: { "accept-language": "ar-AE,ar;q=0.9" } });
    expect(phone.body).toContain('<html lang="ar" dir="rtl">');
    const start = await t.app.inject({
      method: "POST",
      url: `${path}/start`,
      headers: { cookie: `${LANGUAGE_COOKIE}=ar` },
    });
    expect(start.body).toContain("<h1>دفع آمن</h1>");
  });
});

describe("Send payment link", () => {
  it("e-mails the customer a link with which they pay and get their policy, without an account", async () => {
    const { sent, mail, path } = await sentPaymentLink(t, cookie);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe("A payment link was e-mailed to rahul.menon@example.com.");
    expect(mail.textBody).toContain("AED 840.00");

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("AED 840.00");
    // The page names the insurer the customer deals with (the demonstration one without configuration).
    expect(page.body).toContain('<header class="brand"><span>Demonstration Insurance</span>');
    // And, at its foot, who carries the risk, the insurer's registration and how to complain.
    expect(page.body).toContain(
      `${DEMO_INSURER.legalName} (insurance regulator registration no. ${DEMO_INSURER.registrationNo}) carries the risk`,
    );
    expect(page.body).toContain('<a href="/complaints">Complaints</a>');
    // The partner who sells the cover, as the insurer's intermediary.
    expect(page.body).toMatch(/<p>[^<]+ sells this cover as the insurer&#39;s intermediary\.<\/p>/);
    // The link never leaves the site in a Referer, and the page's own post keeps its Origin for the cross-site guard.
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    const start = await t.app.inject({ method: "POST", url: `${path}/start` });
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('action="http://localhost:3000/sandbox-gateway/pay"');
    const answer = gatewayAnswer(t, hiddenFields(start.body));
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(back.headers.location).toMatch(/^\/pay\/result\?TransactionID=/);
    const result = await t.app.inject({ url: back.headers.location as string, headers: linkCookieOf(start) });
    expect(result.body).toContain("Congratulations");
    expect(result.body).toContain(answer.transaction_id);
  });

  it("shows the payment's outcome only to the browser that paid through the link and to the partner who owns it", async () => {
    const { path } = await sentPaymentLink(t, cookie);
    const start = await t.app.inject({ method: "POST", url: `${path}/start` });
    const linkCookie = start.cookies.find((c) => c.name === PAY_LINK_COOKIE)!;
    expect(linkCookie).toMatchObject({ path: "/pay", httpOnly: true, sameSite: "Lax" });
    const answer = gatewayAnswer(t, hiddenFields(start.body));
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
    const resultUrl = `/pay/result?TransactionID=${answer.transaction_id}`;
    const resultWith = (headers: Record<string, string> = {}) => t.app.inject({ url: resultUrl, headers });
    const [policy] = await t.db
      .select()
      .from(policies)
      .where(eq(policies.paymentId, await paymentIdOf(answer)));

    const holder = await resultWith(linkCookieOf(start));
    expect(holder.statusCode).toBe(200);
    expect(holder.body).toContain("AED 840.00");
    expect(holder.body).toContain(policy!.policyNo);

    const { path: otherPath } = await sentPaymentLink(t, cookie);
    const otherStart = await t.app.inject({ method: "POST", url: `${otherPath}/start` });
    const owner = await signInAs(t, "agent.all");
    const stranger = await otherPartner(t, "agent.stranger");
    for (const [who, headers] of [
      ["a browser without the link", {}],
      ["the holder of another link", linkCookieOf(otherStart)],
      ["a made-up link cookie", { cookie: `${PAY_LINK_COOKIE}=${"y".repeat(43)}` }],
      ["another partner", { cookie: `pp_session=${stranger}` }],
    ] as const) {
      const res = await resultWith(headers);
      expect(res.statusCode, who).toBe(404);
      expect(res.body, who).toContain("We cannot show this payment here.");
      expect(res.body, who).not.toContain("840.00");
      expect(res.body, who).not.toContain(policy!.policyNo);
    }
    // An id nobody paid under reads the same as someone else's (but for the id itself, in the language switch's link).
    const unknown = await t.app.inject({ url: "/pay/result?TransactionID=7000000000000" });
    expect(unknown.body.replaceAll("7000000000000", answer.transaction_id!)).toBe((await resultWith()).body);

    const partner = await resultWith({ cookie: `pp_session=${owner}` });
    expect(partner.statusCode).toBe(200);
    expect(partner.body).toContain(policy!.policyNo);
  });

  it("is refused for a quotation that is not finalized", async () => {
    const q = await createQuotationAs(t, cookie);
    expect((await api(t, cookie).post(`/api/quotations/${q.quotationId}/payment-link`)).statusCode).toBe(409);
  });

  it("answers a made-up link with a page that says what to do", async () => {
    const res = await t.app.inject({ url: `/pay/${"x".repeat(43)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Ask your insurance partner for a new one.");
  });
});
