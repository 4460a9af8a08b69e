import { APPLICANT_LINK_MESSAGES } from "@pp/domain";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, quotations } from "../../../../src/db/schema";
import { api } from "../../../support/journey";
import { createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  partner = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

/** An H+ application with one member, and the token of the link e-mailed to its sponsor. */
async function sentLink() {
  const q = await createQuotationAs(t, partner, validSponsor({ productCategory: 2 }));
  await api(t, partner).post(`/api/quotations/${q.quotationId}/members`, validMember());
  const sent = await api(t, partner).post(`/api/quotations/${q.quotationId}/applicant-link`);
  expect(sent.statusCode, sent.body).toBe(200);
  return { id: q.quotationId, token: await latestToken(q.quotationId), sent: sent.json() };
}

/** The token in the newest link mail for this quotation (the mails of the other tests' quotations left aside). */
async function latestToken(quotationId: number) {
  const [quotation] = await t.db.select().from(quotations).where(eq(quotations.id, quotationId));
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Please review and sign your health declaration for ${quotation!.quotationNo}`))
    .orderBy(desc(mailOutbox.id));
  return mails[0]!.textBody.match(/\/applicantdettail\/([A-Za-z0-9_-]{43})/)![1]!;
}

const applicant = (token: string, rest = "") => `/api/applicant/${token}${rest}`;
const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: "http://localhost:3000" } });

async function declareAll(token: string, yesTo?: string) {
  const { declaration } = (await call("GET", applicant(token))).json();
  const members = declaration.members.map((m: { id: number; gender: number }) => ({
    member_id: m.id,
    height_cm: 165,
    weight_kg: 60,
    answers: Object.fromEntries(
      declaration.questions
        .filter((q: { applies_to: string }) => q.applies_to === "all" || m.gender === 2)
        .map((q: { id: string }) => [q.id, q.id === yesTo]),
    ),
  }));
  return call("PUT", applicant(token, "/declaration"), { members });
}

describe("the applicant's link", () => {
  it("is e-mailed to the sponsor, opens the application without an account, and the partner sees it opened", async () => {
    const { id, token, sent } = await sentLink();
    expect(sent.message).toBe(APPLICANT_LINK_MESSAGES.sent("rahul.menon@example.com"));
    expect(sent.link).toMatchObject({ sent_to: "rahul.menon@example.com", opened_at: null, signature: null });
    const res = await call("GET", applicant(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      partner_name: "Al Noor Insurance Brokers",
      plan_name: "Silver",
      signature: null,
    });
    expect(res.json().declaration.members.map((m: { name: string }) => m.name)).toEqual(["Anita Menon"]);
    const status = (await api(t, partner).get(`/api/quotations/${id}/applicant-link`)).json();
    expect(status.link.opened_at).not.toBeNull();
  });

  it("takes the applicant's answers and details, and signs only a complete declaration, once", async () => {
    const { id, token } = await sentLink();
    expect((await declareAll(token, "tobacco")).statusCode).toBe(200);
    const signing = { name: "Priya Menon", consent: true };
    expect((await call("POST", applicant(token, "/sign"), signing)).statusCode).toBe(200);
    const again = await call("POST", applicant(token, "/sign"), signing);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLICANT_LINK_MESSAGES.signed);
    expect((await declareAll(token)).json().message).toBe(APPLICANT_LINK_MESSAGES.signed);
    const status = (await api(t, partner).get(`/api/quotations/${id}/applicant-link`)).json();
    expect(status.link).toMatchObject({ signature: { name: "Priya Menon" }, signature_current: true });
    const [signed] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "applicant_declaration_signed"), eq(auditLog.subjectId, String(id))));
    expect(signed?.details).toMatchObject({ name: "Priya Menon" });
  });

  it("signs once when the applicant presses Sign twice at the same moment", async () => {
    const { id, token } = await sentLink();
    await declareAll(token);
    const signing = { name: "Priya Menon", consent: true };
    const both = await Promise.all([
      call("POST", applicant(token, "/sign"), signing),
      call("POST", applicant(token, "/sign"), signing),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const signed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "applicant_declaration_signed"), eq(auditLog.subjectId, String(id))));
    expect(signed).toHaveLength(1);
  });

  it("refuses to sign an incomplete declaration, or without a name and the consent", async () => {
    const { token } = await sentLink();
    const incomplete = await call("POST", applicant(token, "/sign"), { name: "Priya Menon", consent: true });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().message).toBe(APPLICANT_LINK_MESSAGES.incomplete);
    await declareAll(token);
    const unsigned = await call("POST", applicant(token, "/sign"), { name: " ", consent: false });
    expect(unsigned.statusCode).toBe(400);
    expect(JSON.stringify(unsigned.json())).toContain(APPLICANT_LINK_MESSAGES.signName);
    expect(JSON.stringify(unsigned.json())).toContain(APPLICANT_LINK_MESSAGES.consent);
  });

  it("shows the partner when the declaration changed after it was signed", async () => {
    const { id, token } = await sentLink();
    await declareAll(token);
    await call("POST", applicant(token, "/sign"), { name: "Priya Menon", consent: true });
    const { members, questions } = (await api(t, partner).get(`/api/quotations/${id}/declaration`)).json();
    const answers = Object.fromEntries(questions.map((q: { id: string }) => [q.id, false]));
    await api(t, partner).put(`/api/quotations/${id}/declaration`, {
      members: [{ member_id: members[0].id, height_cm: 166, weight_kg: 60, answers }],
    });
    const status = (await api(t, partner).get(`/api/quotations/${id}/applicant-link`)).json();
    expect(status.link.signature_current).toBe(false);
  });

  it("reads the questions in Arabic to an Arabic reader, and what they sign stays the declaration as asked", async () => {
    const { id, token } = await sentLink();
    const arabic = { origin: "http://localhost:3000", "accept-language": "ar" };
    const english = (await call("GET", applicant(token))).json().declaration.questions;
    const read = await t.app.inject({ url: applicant(token), headers: arabic });
    const questions = read.json().declaration.questions as { id: string; text: string }[];
    expect(questions.map((q) => q.id)).toEqual(english.map((q: { id: string }) => q.id));
    for (const q of questions) expect(q.text, q.id).toMatch(/^[^A-Za-z]*[\u0600-\u06ff]/);
    await declareAll(token);
    const signed = await t.app.inject({
      method: "POST",
      url: applicant(token, "/sign"),
      payload: { name: "Priya Menon", consent: true },
      headers: arabic,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const status = (await api(t, partner).get(`/api/quotations/${id}/applicant-link`)).json();
    expect(status.link.signature_current).toBe(true);
    // The partner, reading English, sees the questions in English.
    const declared = (await api(t, partner).get(`/api/quotations/${id}/declaration`)).json();
    expect(declared.questions.map((q: { text: string }) => q.text)).toEqual(
      english.map((q: { text: string }) => q.text),
    );
  });

  it("stops working when a new link is sent, and for junk", async () => {
    const { id, token } = await sentLink();
    await api(t, partner).post(`/api/quotations/${id}/applicant-link`);
    const old = await call("GET", applicant(token));
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(APPLICANT_LINK_MESSAGES.invalid);
    expect((await call("GET", applicant(await latestToken(id)))).statusCode).toBe(200);
    expect((await call("GET", applicant("not-a-token"))).statusCode).toBe(400);
    expect((await call("GET", applicant("A".repeat(43)))).statusCode).toBe(410);
  });

  it("is the partner's own: another partner 404, a stranger 401, a Basic application 409", async () => {
    const { id } = await sentLink();
    const other = await signInAs(t, "agent.basic");
    expect((await api(t, other).get(`/api/quotations/${id}/applicant-link`)).statusCode).toBe(404);
    expect((await api(t, other).post(`/api/quotations/${id}/applicant-link`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `/api/quotations/${id}/applicant-link` })).statusCode).toBe(401);
    const basic = await createQuotationAs(t, partner, validSponsor());
    const refused = await api(t, partner).post(`/api/quotations/${basic.quotationId}/applicant-link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPLICANT_LINK_MESSAGES.notDeclaring);
  });
});
