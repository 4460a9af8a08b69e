import { addDays, DECLARATION_MESSAGES, toIsoDate } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, medicalAnswers, quotations } from "../../../../src/db/schema";
import { api, finalizedQuotation } from "../../../support/journey";
import { bornYearsAgo, createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const QUESTIONS = ["chronic-condition", "hospital-stay", "current-treatment", "pregnancy", "tobacco"];
const noTo = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, false]));
const url = (id: number, rest = "") => `/api/quotations/${id}/declaration${rest}`;

/** An H+ quotation of a spouse (35, female) and a son (8): the son is not asked about pregnancy. */
async function family() {
  const q = await createQuotationAs(t, cookie, validSponsor({ productCategory: 2 }));
  const a = api(t, cookie);
  await a.post(`/api/quotations/${q.quotationId}/members`, validMember());
  const son = { first_name: "Arjun", gender: 1, date_of_birth: bornYearsAgo(8), marital_status: "single" };
  const added = await a.post(
    `/api/quotations/${q.quotationId}/members`,
    validMember({ ...son, relation: "child", occupation: "Student" }),
  );
  const [spouse, child] = added.json().members.map((m: { member_sno: number }) => m.member_sno) as number[];
  return { q, spouse: spouse!, child: child! };
}

const answersFor = (spouse: number, child: number, spouseAnswers = noTo(QUESTIONS)) => ({
  members: [
    { member_id: spouse, height_cm: 165, weight_kg: 62, answers: spouseAnswers },
    { member_id: child, height_cm: 128, weight_kg: 26, answers: noTo(QUESTIONS.filter((q) => q !== "pregnancy")) },
  ],
});

const details = (member_id: number, over: Record<string, unknown> = {}) => ({
  member_id,
  question_id: "chronic-condition",
  condition: "Type 2 diabetes",
  diagnosed_on: "2019-04-01",
  treatment: "Metformin 500 mg twice a day",
  current_state: "under_treatment",
  ...over,
});

describe("the medical declaration of an H+ application", () => {
  it("asks the questions kept as data, pregnancy of women only, and is not complete until answered", async () => {
    const { q } = await family();
    const res = await api(t, cookie).get(url(q.quotationId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions.map((x: { id: string }) => x.id)).toEqual(QUESTIONS);
    expect(body.questions.find((x: { id: string }) => x.id === "pregnancy").applies_to).toBe("female");
    expect(body.members.map((m: { name: string }) => m.name)).toEqual(["Anita Menon", "Arjun Menon"]);
    expect(body.complete).toBe(false);
  });

  it("saves heights, weights and answers, and a clean declaration is complete with nothing to detail", async () => {
    const { q, spouse, child } = await family();
    const res = await api(t, cookie).put(url(q.quotationId), answersFor(spouse, child));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ complete: true, needs_details: false });
    expect(res.json().members[0]).toMatchObject({ height_cm: 165, weight_kg: 62, answers: noTo(QUESTIONS) });
    const events = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(q.quotationId)));
    expect(events.map((e) => e.event)).toContain("declaration_saved");
  });

  it("asks the details of a Yes, refuses them incomplete or in the future, and clears them when the answer turns No", async () => {
    const { q, spouse, child } = await family();
    const a = api(t, cookie);
    const yes = await a.put(
      url(q.quotationId),
      answersFor(spouse, child, { ...noTo(QUESTIONS), "chronic-condition": true }),
    );
    expect(yes.json()).toMatchObject({ complete: false, needs_details: true });

    const missing = await a.put(url(q.quotationId, "/details"), { details: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.details).toEqual(["Give the details of every Yes answer."]);
    const tomorrow = addDays(toIsoDate(new Date()), 1);
    const future = await a.put(url(q.quotationId, "/details"), {
      details: [details(spouse, { diagnosed_on: tomorrow })],
    });
    expect(future.json().fieldErrors["details.0.diagnosed_on"]).toEqual([DECLARATION_MESSAGES.diagnosedOn]);
    const notAsked = await a.put(url(q.quotationId, "/details"), {
      details: [details(spouse), details(child, { question_id: "tobacco" })],
    });
    expect(notAsked.json().fieldErrors["details.1.question_id"]).toEqual([DECLARATION_MESSAGES.unknownQuestion]);

    const saved = await a.put(url(q.quotationId, "/details"), { details: [details(spouse)] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().complete).toBe(true);
    expect(saved.json().members[0].details["chronic-condition"]).toMatchObject({ condition: "Type 2 diabetes" });

    const no = await a.put(url(q.quotationId), answersFor(spouse, child));
    expect(no.json().members[0].details).toEqual({});
    const again = await a.put(
      url(q.quotationId),
      answersFor(spouse, child, { ...noTo(QUESTIONS), "chronic-condition": true }),
    );
    expect(again.json()).toMatchObject({ complete: false, needs_details: true });
  });

  it.each([
    [
      "a height out of range",
      (b: ReturnType<typeof answersFor>) => ({ ...b, members: [{ ...b.members[0]!, height_cm: 20 }, b.members[1]!] }),
      "members.0.height_cm",
      DECLARATION_MESSAGES.height,
    ],
    [
      "a weight that is not a whole number",
      (b: ReturnType<typeof answersFor>) => ({ ...b, members: [{ ...b.members[0]!, weight_kg: 62.5 }, b.members[1]!] }),
      "members.0.weight_kg",
      DECLARATION_MESSAGES.weight,
    ],
    [
      "an unanswered question",
      (b: ReturnType<typeof answersFor>) => ({
        ...b,
        members: [{ ...b.members[0]!, answers: noTo(["chronic-condition"]) }, b.members[1]!],
      }),
      "members.0.answers.tobacco",
      DECLARATION_MESSAGES.answer,
    ],
    [
      "pregnancy answered for a boy",
      (b: ReturnType<typeof answersFor>) => ({
        ...b,
        members: [b.members[0]!, { ...b.members[1]!, answers: noTo(QUESTIONS) }],
      }),
      "members.1.answers.pregnancy",
      DECLARATION_MESSAGES.unknownQuestion,
    ],
    [
      "a member left out",
      (b: ReturnType<typeof answersFor>) => ({ members: [b.members[0]!] }),
      "members",
      DECLARATION_MESSAGES.incomplete,
    ],
  ])("refuses %s with the field's message, saving nothing", async (_name, edit, field, message) => {
    const { q, spouse, child } = await family();
    const res = await api(t, cookie).put(url(q.quotationId), edit(answersFor(spouse, child)));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect(await t.db.select().from(medicalAnswers).where(eq(medicalAnswers.quotationId, q.quotationId))).toEqual([]);
  });
});

describe("the declaration and the rest of the application", () => {
  it("is needed before an H+ application is finalized, reopens one when changed, and shows in the review", async () => {
    const a = api(t, cookie);
    // Documents and ID numbers complete, declared and finalized.
    const done = await finalizedQuotation(t, cookie, validSponsor({ productCategory: 2 }));
    const status = async () =>
      (await t.db.select().from(quotations).where(eq(quotations.id, done.quotationId)))[0]!.status;
    const declaration = {
      members: [
        { member_id: done.memberSno, height_cm: 160, weight_kg: 55, answers: { ...noTo(QUESTIONS), tobacco: true } },
      ],
    };
    await a.put(url(done.quotationId), declaration);
    expect(await status()).toBe("draft");
    // Without its answers the application cannot be finalized.
    await t.db.delete(medicalAnswers).where(eq(medicalAnswers.quotationId, done.quotationId));
    const unanswered = await a.post(`/api/quotations/${done.quotationId}/finalize`, { declaration: true });
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json().message).toBe(DECLARATION_MESSAGES.incomplete);
    await a.put(url(done.quotationId), declaration);
    expect((await a.post(`/api/quotations/${done.quotationId}/finalize`, { declaration: true })).statusCode).toBe(200);
    const review = (await a.get(`/api/quotations/${done.quotationId}/review`)).json();
    expect(review.declaration.members[0]).toMatchObject({ height_cm: 160, answers: { tobacco: true } });
    const detail = (await a.get(`/api/backoffice/quotations/${done.quotationNo}`)).json();
    expect(detail.declaration.members[0]).toMatchObject({ weight_kg: 55, answers: { tobacco: true } });
  });

  it("removes a member's answers with the member", async () => {
    const { q, spouse, child } = await family();
    await api(t, cookie).put(url(q.quotationId), answersFor(spouse, child));
    await t.app.inject({
      method: "DELETE",
      url: `/api/quotations/${q.quotationId}/members/${child}`,
      headers: { cookie: `pp_session=${cookie}` },
    });
    const left = await t.db.select().from(medicalAnswers).where(eq(medicalAnswers.quotationId, q.quotationId));
    expect(new Set(left.map((r) => r.memberId))).toEqual(new Set([spouse]));
  });

  it("is not asked of Basic, and shows and changes nothing of another partner's application or for a stranger", async () => {
    const basic = await createQuotationAs(t, cookie);
    expect((await api(t, cookie).get(url(basic.quotationId))).statusCode).toBe(409);
    const { q, spouse, child } = await family();
    const other = await signInAs(t, "agent.basic");
    expect((await api(t, other).get(url(q.quotationId))).statusCode).toBe(404);
    expect((await api(t, other).put(url(q.quotationId), answersFor(spouse, child))).statusCode).toBe(404);
    expect((await api(t, other).put(url(q.quotationId, "/details"), { details: [] })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url(q.quotationId) })).statusCode).toBe(401);
    expect(await t.db.select().from(medicalAnswers).where(eq(medicalAnswers.quotationId, q.quotationId))).toEqual([]);
  });
});
