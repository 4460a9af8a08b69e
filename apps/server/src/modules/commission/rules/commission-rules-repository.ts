import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { commissionRates, commissionSplits } from "../../../db/schema";

type RateValues = typeof commissionRates.$inferInsert;
type SplitValues = typeof commissionSplits.$inferInsert;

/**
 * Replaces every partner's commission rates and splits in one transaction: a sale accrues under the old rules or the
 * new, never half of each. What accrued already keeps the rate and split it accrued at.
 */
export async function replaceCommissionRules(db: Db, rates: RateValues[], splits: SplitValues[]) {
  await db.transaction(async (tx) => {
    await tx.delete(commissionSplits);
    await tx.delete(commissionRates);
    if (rates.length > 0) await tx.insert(commissionRates).values(rates);
    if (splits.length > 0) await tx.insert(commissionSplits).values(splits);
  });
}

/** How many rate rows are loaded (none: the demo's are seeded). */
export async function commissionRateCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(commissionRates);
  return row?.n ?? 0;
}

/** A partner's rates, as the domain's rules read them. */
export const ratesOfPartner = (db: Db, partnerId: number) =>
  db
    .select({
      product: commissionRates.product,
      plan: commissionRates.plan,
      newBusinessBp: commissionRates.newBusinessBp,
      renewalBp: commissionRates.renewalBp,
    })
    .from(commissionRates)
    .where(eq(commissionRates.partnerId, partnerId));

/** A partner's splits, as the domain's rules read them. */
export const splitsOfPartner = (db: Db, partnerId: number) =>
  db
    .select({
      userId: commissionSplits.userId,
      teamId: commissionSplits.teamId,
      role: commissionSplits.teamRole,
      sellerBp: commissionSplits.sellerBp,
      managerBp: commissionSplits.managerBp,
    })
    .from(commissionSplits)
    .where(eq(commissionSplits.partnerId, partnerId));

/** Removes the partners' rules (the demo partners' removal). */
export async function deleteRulesOfPartners(db: Db, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return;
  await db.delete(commissionSplits).where(inArray(commissionSplits.partnerId, [...partnerIds]));
  await db.delete(commissionRates).where(inArray(commissionRates.partnerId, [...partnerIds]));
}
