import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketingConsents, quotations } from "../../../src/db/schema";
import { createTestApp, type TestApp } from "../../support/test-app";
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
  const review = (await c.call("GET", "/api/renewals/current/review")).json() as { quote_tr_sno: number };
  return t.db.select().from(marketingConsents).where(eq(marketingConsents.quotationId, review.quote_tr_sno));
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
    expect(await consentsFor(c)).toHaveLength(1);
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
