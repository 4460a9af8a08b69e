import { expect } from "vitest";
import { api, finalizedQuotation } from "./journey";
import { validSponsor } from "./quotation-fixtures";
import type { TestApp } from "./test-app";

const HPLUS = validSponsor({ productCategory: 2 });

/** An H+ application finalized with a declared long-term condition: referred to the queue. */
export async function referredApplication(t: TestApp, partner: string, condition = "Asthma") {
  const q = await finalizedQuotation(t, partner, HPLUS);
  const a = api(t, partner);
  const { questions, members } = (await a.get(`/api/quotations/${q.quotationId}/declaration`)).json();
  const member = members[0];
  const answers = Object.fromEntries(
    questions
      .filter((x: { applies_to: string }) => x.applies_to === "all" || member.gender === 2)
      .map((x: { id: string }) => [x.id, x.id === "chronic-condition"]),
  );
  const saved = await a.put(`/api/quotations/${q.quotationId}/declaration`, {
    members: [{ member_id: member.id, height_cm: 165, weight_kg: 62, answers }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const detailed = await a.put(`/api/quotations/${q.quotationId}/declaration/details`, {
    details: [
      {
        member_id: member.id,
        question_id: "chronic-condition",
        condition,
        diagnosed_on: "2015-03-01",
        treatment: "Inhaler when needed",
        current_state: "monitored",
      },
    ],
  });
  expect(detailed.statusCode, detailed.body).toBe(200);
  const fin = await a.post(`/api/quotations/${q.quotationId}/finalize`, { declaration: true });
  expect(fin.statusCode, fin.body).toBe(200);
  return { id: q.quotationId, memberId: member.id as number, finalize: fin.json() };
}
