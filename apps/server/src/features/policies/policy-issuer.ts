import {
  addDays,
  addYears,
  asJourneyProduct,
  type JourneyProduct,
  POLICY_NUMBER_PREFIXES,
  quoteTotals,
  toIsoDate,
} from "@pp/domain";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { policies, policyMembers, quotations } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { insuredPerson, listMembers } from "../members/member-repository";
import type { Quotation } from "../quotations/quotation-repository";
import { policyIssuedMail } from "./policy-mail";

import type { Policy } from "./policy-rows";

export const formatPolicyNumber = (product: JourneyProduct, year: number, seq: number) =>
  `${POLICY_NUMBER_PREFIXES[product]}-${year}-${String(seq).padStart(6, "0")}`;

/** Cover starts on the day of payment (UAE date), or the day after the parent's expiry for a renewal. */
export function coverPeriod(paidOn: string, parentEndDate?: string | null) {
  const startDate = parentEndDate ? addDays(parentEndDate, 1) : paidOn;
  return { startDate, endDate: addDays(addYears(startDate, 1), -1) };
}

/**
 * Issues the policy for a paid quotation, inside the caller's transaction. The unique indexes on
 * policies.quotation_id and policies.payment_id make a second call a no-op that returns the first policy.
 */
export async function issuePolicy(tx: Db, opts: { quotation: Quotation; paymentId: number }): Promise<Policy> {
  const { quotation } = opts;
  const [existing] = await tx.select().from(policies).where(eq(policies.quotationId, quotation.id));
  if (existing) return existing;
  // A renewal is the parent's next term: it starts the day after the parent expires, and the parent is marked renewed.
  const [parent] = quotation.parentPolicyId
    ? await tx.select().from(policies).where(eq(policies.id, quotation.parentPolicyId)).for("update")
    : [];
  const members = await listMembers(tx, quotation.id);
  const totals = quoteTotals(members.map((m) => m.premiumFils));
  const today = toIsoDate(new Date());
  const seq = await tx.execute(sql`select nextval('policy_number_seq') as n`);
  const n = Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const [policy] = await tx
    .insert(policies)
    .values({
      policyNo: formatPolicyNumber(asJourneyProduct(quotation.product), Number(today.slice(0, 4)), n),
      quotationId: quotation.id,
      paymentId: opts.paymentId,
      partnerId: quotation.partnerId,
      product: quotation.product,
      journey: quotation.journey,
      tpaSno: quotation.tpaSno,
      sponsorName: quotation.sponsorName,
      sponsorEmail: quotation.sponsorEmail,
      sponsorMobile: quotation.sponsorMobile,
      ...coverPeriod(today, parent?.endDate),
      premiumFils: totals.subtotal,
      vatFils: totals.vat,
      totalFils: totals.total,
      parentPolicyId: quotation.parentPolicyId,
    })
    .returning();
  await tx.insert(policyMembers).values(
    members.map((m) => ({
      policyId: policy!.id,
      quotationMemberId: m.id,
      ...insuredPerson(m),
      premiumFils: m.premiumFils,
    })),
  );
  await tx
    .update(quotations)
    .set({ status: "policy_issued", updatedAt: new Date() })
    .where(eq(quotations.id, quotation.id));
  if (parent) {
    await tx.update(policies).set({ status: "renewed", renewedAt: new Date() }).where(eq(policies.id, parent.id));
  }
  await enqueueMail(tx, policyIssuedMail(policy!, quotation));
  await recordAudit(tx, {
    event: parent ? "policy_renewed" : "policy_issued",
    partnerId: quotation.partnerId,
    subjectType: "quotation",
    subjectId: String(quotation.id),
    details: { policyNo: policy!.policyNo, policyId: policy!.id, parentPolicyNo: parent?.policyNo },
  });
  return policy!;
}
