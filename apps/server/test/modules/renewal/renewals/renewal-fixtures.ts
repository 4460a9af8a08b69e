import { addDays, toIsoDate } from "@pp/domain";
import { and, desc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "../../../../src/db/schema";
import { insertIssuedPolicy, type SeedMember } from "../../../../src/modules/policy/policies/seeded-policy-repository";
import { insuredPerson } from "../../../support/insured-person";
import { formBody, gatewayAnswer } from "../../../support/journey";
import type { TestApp } from "../../../support/test-app";

export const today = toIsoDate(new Date());
let policies = 0;

export const person = insuredPerson;

/** A basic policy issued a year ago that expires `days` from today. */
export async function policyDueIn(t: TestApp, days: number, members: SeedMember[] = [person()]) {
  policies++;
  return insertIssuedPolicy(t.db, {
    partnerId: null,
    channel: 1,
    sponsorName: "Khalid Rahman",
    sponsorEmail: `khalid${policies}@example.com`,
    sponsorMobile: "0521234567",
    sponsorDate: "1975-01-01",
    sponsorFileNumber: "201/2010/1234567",
    tpaId: 3,
    endDate: addDays(today, days),
    members,
  });
}

export type Customer = ReturnType<typeof customer>;

/** A browser of its own: keeps the renewal cookie between calls. */
export function customer(t: TestApp, ip = "203.0.113.10") {
  let cookie = "";
  const call = async (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({ method, url, payload, remoteAddress: ip, headers: { cookie, ...extra } });
    const set = res.cookies.find((c) => c.name === "pp_renewal");
    if (set) cookie = `pp_renewal=${set.value}`;
    return res;
  };
  return { call, setCookie: (c: string) => (cookie = c), cookie: () => cookie };
}

export const searchFor = (c: Customer, searchBy: 1 | 2 | 3, searchText: string, dateOfBirth: string) =>
  c.call("POST", "/api/renewals/search", { searchBy, searchText, dateOfBirth });

/** Searches by passport and date of birth, which grants the customer the policy found. */
export async function findAs(c: Customer, m: SeedMember) {
  const res = await searchFor(c, 3, m.passportNo, m.dateOfBirth);
  expect(res.statusCode).toBe(200);
}

export type PolicyDetails = {
  policyNo: string;
  state: string;
  members: { id: number; first_name: string }[];
  renewal: unknown;
};

export const detailsOf = async (c: Customer) => (await c.call("GET", "/api/renewals/current")).json() as PolicyDetails;

/** Keeps the members; the contact details on file stay (changing them needs the code, see `unlock`). */
export const saveRenewal = (c: Customer, memberIds: number[]) => c.call("PUT", "/api/renewals/current", { memberIds });

export const NEW_CONTACT = { email: "new.contact@example.com", mobile_prefix: "056", mobile_number: "7654321" };

/** Keeps the members and changes the contact details, which needs the full details shown (`unlock`). */
export const saveRenewalWithContact = (c: Customer, memberIds: number[], contact = NEW_CONTACT) =>
  c.call("PUT", "/api/renewals/current", { memberIds, ...contact });

/** The code in the newest renewal-code e-mail to `to`, as the customer would read it. */
export async function codeMailedTo(t: TestApp, to: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.idempotencyKey, "renewal-code:%")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail?.textBody.match(/^Your code: (\d{6})$/m)?.[1];
  if (!code) throw new Error(`no renewal code mailed to ${to}`);
  return code;
}

/** Asks for a code, reads it from the e-mail on file and enters it: the full details are shown from then on. */
export async function unlock(t: TestApp, c: Customer, sponsorEmail: string) {
  const sent = await c.call("POST", "/api/renewals/current/code");
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await c.call("POST", "/api/renewals/current/code/verify", {
    code: await codeMailedTo(t, sponsorEmail),
  });
  expect(verified.statusCode, verified.body).toBe(200);
}

export type Question = { id: string; text: string; expectedAnswer: boolean };

export const questionsOf = async (c: Customer) => (await c.call("GET", "/api/renewals/questions")).json() as Question[];

/** The renewal's members as the declaration and review screens number them. */
export async function renewalMemberIds(c: Customer): Promise<number[]> {
  const review = (await c.call("GET", "/api/renewals/current/review")).json() as { members: { member_sno: number }[] };
  return review.members.map((m) => m.member_sno);
}

/** Every question answered as expected (no details needed) for every member of the renewal. */
export async function expectedAnswers(c: Customer) {
  const [questions, memberIds] = await Promise.all([questionsOf(c), renewalMemberIds(c)]);
  return memberIds.flatMap((memberId) =>
    questions.map((q) => ({ memberId, questionId: q.id, answer: q.expectedAnswer })),
  );
}

/**
 * Keeps the given members (default: the first `keep`), answers the declaration, finalizes and starts the payment;
 * with `newContact` it also changes the contact details (the customer must have unlocked the full details).
 */
export async function renewToPayment(
  c: Customer,
  keep: number | ((ids: number[]) => number[]),
  opts: { newContact?: boolean; returnTo?: "customer" | "partner" } = {},
) {
  const details = await detailsOf(c);
  const ids = details.members.map((m) => m.id);
  const memberIds = typeof keep === "number" ? ids.slice(0, keep) : keep(ids);
  const saved = opts.newContact ? await saveRenewalWithContact(c, memberIds) : await saveRenewal(c, memberIds);
  expect(saved.statusCode, saved.body).toBe(200);
  const declared = await c.call("PUT", "/api/renewals/current/declaration", { answers: await expectedAnswers(c) });
  expect(declared.statusCode, declared.body).toBe(200);
  expect((await c.call("POST", "/api/renewals/current/finalize", { declaration: true })).statusCode).toBe(200);
  const pay = await c.call(
    "POST",
    "/api/renewals/current/payment",
    opts.returnTo ? { returnTo: opts.returnTo } : undefined,
  );
  expect(pay.statusCode, pay.body).toBe(200);
  return { details, start: pay.json() as { fields: Record<string, string> } };
}

/** Renews through the accepting test card; the customer keeps the grant for the parent policy. */
export async function renewAndPay(t: TestApp, c: Customer, keep: Parameters<typeof renewToPayment>[1]) {
  const { start } = await renewToPayment(c, keep);
  const answer = gatewayAnswer(t, start.fields);
  const res = await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
  expect(res.statusCode, res.body).toBeLessThan(400);
  return answer;
}
