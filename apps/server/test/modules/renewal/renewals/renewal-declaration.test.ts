import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renewalAnswers } from "../../../../src/db/schema";
import { DETAILS_REQUIRED } from "../../../../src/modules/renewal/renewals/renewal-service";
import { createTestApp, type TestApp } from "../../../support/test-app";
import {
  type Customer,
  customer,
  detailsOf,
  expectedAnswers,
  findAs,
  person,
  policyDueIn,
  questionsOf,
  saveRenewal,
} from "./renewal-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer with a started renewal of a two-member policy. */
async function startedRenewal() {
  const a = person();
  await policyDueIn(t, 20, [a, person({ firstName: "Jose", gender: 1 })]);
  const c = customer(t);
  await findAs(c, a);
  const saved = await saveRenewal(
    c,
    (await detailsOf(c)).members.map((m) => m.id),
  );
  expect(saved.statusCode).toBe(200);
  return { c, quotationId: saved.json().quotationId as number };
}

const declare = (c: Customer, answers: object[]) => c.call("PUT", "/api/renewals/current/declaration", { answers });

describe("the renewal declaration", () => {
  it("stores every member's answers and reads them back for the review", async () => {
    const { c, quotationId } = await startedRenewal();
    const [first] = await questionsOf(c);
    const answers = (await expectedAnswers(c)).map((a, i) =>
      i === 0 ? { ...a, answer: !first!.expectedAnswer, details: "  Changed employer in March.  " } : a,
    );
    expect((await declare(c, answers)).statusCode).toBe(200);

    const review = (await c.call("GET", "/api/renewals/current/review")).json();
    expect(review.declarationComplete).toBe(true);
    const readBack = review.members.flatMap((m: { member_sno: number; answers: object[] }) =>
      m.answers.map((a) => ({ memberId: m.member_sno, ...a })),
    );
    expect(readBack).toHaveLength(answers.length);
    expect(readBack).toContainEqual({
      memberId: answers[0]!.memberId,
      questionId: first!.id,
      question: first!.text,
      answer: !first!.expectedAnswer,
      details: "Changed employer in March.",
      detailsHidden: false,
    });
    const stored = await t.db.select().from(renewalAnswers).where(eq(renewalAnswers.quotationId, quotationId));
    expect(stored).toHaveLength(answers.length);
  });

  it("refuses a missing answer and an unexpected answer without details, keeping what was stored", async () => {
    const { c, quotationId } = await startedRenewal();
    const answers = await expectedAnswers(c);
    expect((await declare(c, answers)).statusCode).toBe(200);
    const [question] = await questionsOf(c);
    const key = `${answers[0]!.memberId}.${answers[0]!.questionId}`;

    const missing = await declare(c, answers.slice(1));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ [key]: ["Answer this question."] });

    for (const details of [undefined, "   "]) {
      const unexplained = answers.map((a, i) => (i === 0 ? { ...a, answer: !question!.expectedAnswer, details } : a));
      const res = await declare(c, unexplained);
      expect(res.statusCode, JSON.stringify(details)).toBe(400);
      expect(res.json().fieldErrors).toEqual({ [key]: [DETAILS_REQUIRED] });
    }
    const stored = await t.db.select().from(renewalAnswers).where(eq(renewalAnswers.quotationId, quotationId));
    const byKey = (x: { memberId: number; questionId: string; answer: boolean }) =>
      `${x.memberId}.${x.questionId}=${x.answer}`;
    expect(stored.map(byKey).sort()).toEqual(answers.map(byKey).sort());
  });
});
