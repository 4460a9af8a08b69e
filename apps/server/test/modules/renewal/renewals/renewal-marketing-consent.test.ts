import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, marketingConsents, quotations } from "../../../../src/db/schema";
import { capturingTransport, drainOutbox } from "../../../support/outbox";
import { createTestApp, type TestApp } from "../../../support/test-app";
import {
  type Customer,
  customer,
  detailsOf,
  expectedAnswers,
  findAs,
  person,
  policyDueIn,
  saveRenewal,
} from "./renewal-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer with a renewal answered and ready to be confirmed, reading `language`. */
async function readyToFinalize(ip: string, language: "en" | "ar") {
  const member = person();
  await policyDueIn(t, 30, [member]);
  const c = customer(t, ip);
  await findAs(c, member);
  const details = await detailsOf(c);
  expect(
    (
      await saveRenewal(
        c,
        details.members.map((m) => m.id),
      )
    ).statusCode,
  ).toBe(200);
  expect(
    (await c.call("PUT", "/api/renewals/current/declaration", { answers: await expectedAnswers(c) })).statusCode,
  ).toBe(200);
  const finalize = (body: object) =>
    c.call("POST", "/api/renewals/current/finalize", body, { cookie: `${c.cookie()}; pp_lang=${language}` });
  return { c, finalize };
}

const consentsFor = async (c: Customer) => {
  const review = (await c.call("GET", "/api/renewals/current/review")).json() as { quotationId: number };
  return t.db.select().from(marketingConsents).where(eq(marketingConsents.quotationId, review.quotationId));
};

describe("the renewal's marketing opt-in", () => {
  it("records an opt-in apart from the declaration, with the words ticked in the language read", async () => {
    const { c, finalize } = await readyToFinalize("203.0.113.61", "ar");
    const res = await finalize({ declaration: true, marketingOptIn: true });
    expect(res.statusCode, res.body).toBe(200);
    const [consent, ...more] = await consentsFor(c);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({
      source: "renewal",
      language: "ar",
      wording:
        "أرسلوا لي أخبار شركة التأمين وعروضها بالبريد الإلكتروني. اختياري: عدم وضع العلامة لا يغيّر شيئًا في التجديد.",
      ip: "203.0.113.61",
      withdrawnAt: null,
    });
    expect(consent?.email).toMatch(/^khalid\d+@example\.com$/);
    // The renewal keeps the customer's language, for what is sent to them about it.
    const [renewal] = await t.db.select().from(quotations).where(eq(quotations.id, consent!.quotationId));
    expect(renewal?.language).toBe("ar");
  });

  it("records the opt-in once when the same confirmation arrives twice at the same moment", async () => {
    const { c, finalize } = await readyToFinalize("203.0.113.64", "en");
    const answers = await Promise.all([
      finalize({ declaration: true, marketingOptIn: true }),
      finalize({ declaration: true, marketingOptIn: true }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const [consent, ...more] = await consentsFor(c);
    expect(more).toEqual([]);
    expect(await confirmationsTo(consent!.email)).toHaveLength(1);
  });

  it("records nothing when the box is left unticked or not sent, and the renewal is confirmed all the same", async () => {
    for (const [ip, body] of [
      ["203.0.113.62", { declaration: true, marketingOptIn: false }],
      ["203.0.113.63", { declaration: true }],
    ] as const) {
      const { c, finalize } = await readyToFinalize(ip, "en");
      const res = await finalize(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(await consentsFor(c)).toEqual([]);
    }
  });

  it("refuses an opt-in that is not a yes or no, with a field error in the request's language", async () => {
    const { finalize } = await readyToFinalize("203.0.113.64", "ar");
    const res = await finalize({ declaration: true, marketingOptIn: "yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.marketingOptIn).toEqual(["أجب بـ true أو false."]);
  });
});

/** The opt-in confirmations mailed to `to`, with the withdrawal link each carries. */
async function confirmationsTo(to: string) {
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.idempotencyKey, "marketing-consent:%")));
  return mails.map((mail) => ({
    mail,
    link: mail.textBody.match(new RegExp(`${t.config.publicUrl}(/marketing/stop/[\\w-]+)`))?.[1],
  }));
}

const page = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

describe("withdrawing the marketing opt-in", () => {
  it("mails the customer, in their language, a link that withdraws it; opening the link withdraws nothing, the button does, once", async () => {
    const { c, finalize } = await readyToFinalize("203.0.113.71", "ar");
    expect((await finalize({ declaration: true, marketingOptIn: true })).statusCode).toBe(200);
    const [consent] = await consentsFor(c);
    const [confirmation, ...more] = await confirmationsTo(consent!.email);
    expect(more).toEqual([]);
    expect(confirmation?.mail.subject).toBe("You asked to hear about offers");
    // Arabic first (the language the customer read), English below, both with the link.
    expect(confirmation?.mail.textBody.indexOf("طلبت تلقي العروض")).toBeLessThan(
      confirmation?.mail.textBody.indexOf("You ticked the box") ?? 0,
    );
    const link = confirmation?.link;
    expect(link).toBeDefined();
    await drainOutbox(t.db, capturingTransport());

    const opened = await page("GET", link!, { "accept-language": "en" });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.body).toContain(consent!.email);
    expect(opened.body).toContain(`<form method="post" action="${link}">`);
    expect((await consentsFor(c))[0]?.withdrawnAt).toBeNull();

    const stopped = await page("POST", link!, { "accept-language": "en" });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain("You will get no more marketing e-mails");
    const withdrawnAt = (await consentsFor(c))[0]?.withdrawnAt;
    expect(withdrawnAt).toBeInstanceOf(Date);

    // Pressed again, or replayed: the first withdrawal stands, and the page says it is done.
    const again = await page("POST", link!, { "accept-language": "en" });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("You will get no more marketing e-mails");
    expect((await consentsFor(c))[0]?.withdrawnAt).toEqual(withdrawnAt);
    const reopened = await page("GET", `${link}?lang=ar`);
    expect(reopened.body).toContain('dir="rtl"');
    expect(reopened.body).toContain("لن تصلك رسائل تسويقية بعد الآن");
  });

  it("answers a link that is not one with a page that says what to do, never a 500, and withdraws nothing", async () => {
    const { c, finalize } = await readyToFinalize("203.0.113.72", "en");
    expect((await finalize({ declaration: true, marketingOptIn: true })).statusCode).toBe(200);
    const [confirmation] = await confirmationsTo((await consentsFor(c))[0]!.email);
    const forged = `${confirmation!.link!.slice(0, -4)}AAAA`;
    for (const method of ["GET", "POST"] as const) {
      const res = await page(method, forged, { "accept-language": "en" });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("This link is not valid");
    }
    for (const junk of ["/marketing/stop/short", `/marketing/stop/${"x".repeat(300)}`, "/marketing/stop/%00%ff"]) {
      const res = await page("POST", junk);
      expect(res.statusCode, junk).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, junk).toBeLessThan(500);
    }
    expect((await consentsFor(c))[0]?.withdrawnAt).toBeNull();
  });
});
