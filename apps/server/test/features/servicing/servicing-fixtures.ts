import { eq } from "drizzle-orm";
import { payments, policies, quotations } from "../../../src/db/schema";
import type { SeedMember } from "../../../src/db/seed-policies";
import type { TestApp } from "../../support/test-app";
import { policyOf } from "../backoffice/backoffice-fixtures";

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
