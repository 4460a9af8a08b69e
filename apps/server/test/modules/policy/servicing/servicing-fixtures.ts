import { addDays, addYears } from "@pp/domain";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { payments, policies, quotations } from "../../../../src/db/schema";
import type { SeedMember } from "../../../../src/modules/policy/policies/seeded-policy-repository";
import { pdfBytes, pngBytes } from "../../../support/files";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { validMember, validSponsor } from "../../../support/quotation-fixtures";
import type { TestApp } from "../../../support/test-app";
import { policyOf, today } from "../../backoffice/backoffice/backoffice-fixtures";

type Api = ReturnType<typeof api>;

let cards = 0;

/**
 * A Basic policy of the partner paid by card through the portal (its payment accepted with a gateway transaction id),
 * ending `endsInDays` from today; with `company`, sold to a company sponsor.
 */
export async function paidPolicy(
  t: TestApp,
  partnerUserId: string,
  members: SeedMember[],
  { endsInDays = 200, company = false } = {},
) {
  const { policy, quotation } = await policyOf(t, partnerUserId, endsInDays, undefined, members);
  cards++;
  const [payment] = await t.db
    .insert(payments)
    .values({
      quotationId: quotation.id,
      referenceNumber: `SRV-${Date.now()}-${cards}`,
      transactionUuid: `uuid-srv-${Date.now()}-${cards}`,
      amountFils: policy.totalFils,
      status: "accepted",
      decision: "ACCEPT",
      transactionId: `9${String(Date.now()).slice(-12)}${String(cards).padStart(6, "0")}`,
      cardMasked: "xxxx1111",
      partnerId: policy.partnerId,
      decidedAt: new Date(),
    })
    .returning();
  await t.db.update(policies).set({ paymentId: payment!.id }).where(eq(policies.id, policy.id));
  if (company) await t.db.update(quotations).set({ planfor: 2, entityType: 3 }).where(eq(quotations.id, quotation.id));
  return { policy: { ...policy, paymentId: payment!.id }, quotation, payment: payment! };
}

/** What the gateway's server-to-server answer does to a started payment. */
export const notify = (t: TestApp, fields: Record<string, string>, decision = "ACCEPT") =>
  t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, fields, decision)) });

/**
 * A Basic policy sold and paid through the portal, its term moved to start on `startDate` (by default `daysAgo` days
 * ago): the server takes "today" from the clock, so a test places the term around it.
 */
export async function soldPolicy(t: TestApp, cookie: string, daysAgo: number, startDate = addDays(today(), -daysAgo)) {
  const q = await finalizedQuotation(t, cookie, validSponsor());
  const start = await api(t, cookie).post(`/api/quotations/${q.quotationId}/payment`);
  expect((await notify(t, start.json().fields)).statusCode).toBe(200);
  const [policy] = await t.db
    .update(policies)
    .set({ startDate, endDate: addDays(addYears(startDate, 1), -1) })
    .where(eq(policies.quotationId, q.quotationId))
    .returning();
  return policy!;
}

export const newborn = (firstName = "Zara") =>
  validMember({
    member_type: 1,
    relation: "child",
    first_name: firstName,
    gender: 2,
    date_of_birth: addDays(today(), -3),
    marital_status: "single",
    occupation: "Child",
    is_newborn: true,
  });

/** The newborn's birth certificate and photograph uploaded, their numbers saved: step 3 complete. */
export async function documentNewborn(owner: Api, quotationId: number, memberSno: number) {
  for (const [slot, file] of [
    ["birth_certificate", { name: "birth.pdf", bytes: pdfBytes() }],
    ["photograph", { name: "photo.png", bytes: pngBytes() }],
  ] as const) {
    const up = await owner.upload(
      `/api/quotations/${quotationId}/documents`,
      { flag: "D", documentType: slot, memberSno: String(memberSno) },
      file,
    );
    expect(up.statusCode, up.body).toBe(201);
  }
  const { form } = (await owner.get(`/api/quotations/${quotationId}/documents`)).json();
  form.members[0].emiratesId = "333-3333-3333333-3";
  form.members[0].birth_certificate_no = "DXB-2026-118842";
  const saved = await owner.put(`/api/quotations/${quotationId}/documents`, form);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A newborn added to the policy from `effectiveDate` through the whole addition journey, paid by card. */
export async function paidAddition(
  t: TestApp,
  owner: Api,
  policyNo: string,
  effectiveDate: string,
  firstName?: string,
) {
  const started = await owner.post(`/api/policies/${policyNo}/additions`, { effectiveDate, reason: "Newborn" });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().id as number;
  const added = await owner.post(`/api/quotations/${id}/members`, newborn(firstName));
  expect(added.statusCode, added.body).toBe(201);
  await documentNewborn(owner, id, added.json().members[0].member_sno);
  const finalized = await owner.post(`/api/quotations/${id}/finalize`, { declaration: true });
  expect(finalized.statusCode, finalized.body).toBe(200);
  const payment = await owner.post(`/api/quotations/${id}/payment`);
  expect(payment.statusCode, payment.body).toBe(200);
  expect((await notify(t, payment.json().fields)).statusCode).toBe(200);
  return { id, totalFils: added.json().totals.total as number };
}
