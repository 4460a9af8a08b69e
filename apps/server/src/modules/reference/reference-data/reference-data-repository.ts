import { count, eq, isNotNull, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  hplusPlans,
  medicalQuestions,
  policies,
  premiumRates,
  quotations,
  renewalQuestions,
  tpaBenefits,
  tpaNetworkProviders,
  underwritingRules,
} from "../../../db/schema";

type RateValues = typeof premiumRates.$inferInsert;
type PlanValues = typeof hplusPlans.$inferInsert;
type BenefitValues = typeof tpaBenefits.$inferInsert;
type ProviderValues = typeof tpaNetworkProviders.$inferInsert;
type QuestionValues = Omit<typeof renewalQuestions.$inferInsert, "active">;

/**
 * Replaces the plan catalogue and the whole rate table in one transaction: quotes see the old or the new pair, never
 * half, and never a plan without its rates.
 */
export async function replacePlansAndRates(db: Db, plans: PlanValues[], rates: RateValues[]) {
  await db.transaction(async (tx) => {
    await tx.delete(premiumRates);
    await tx.delete(hplusPlans);
    await tx.insert(hplusPlans).values(plans);
    await tx.insert(premiumRates).values(rates);
  });
}

/** The plan codes quotations or policies hold that are not among `codes`: a catalogue without them is refused. */
export async function plansInUseOutside(db: Db, codes: string[]) {
  const outside = (column: typeof quotations.planCode | typeof policies.planCode) =>
    codes.length ? notInArray(column, codes) : isNotNull(column);
  const [fromQuotations, fromPolicies] = await Promise.all([
    db.selectDistinct({ code: quotations.planCode }).from(quotations).where(outside(quotations.planCode)),
    db.selectDistinct({ code: policies.planCode }).from(policies).where(outside(policies.planCode)),
  ]);
  return [...new Set([...fromQuotations, ...fromPolicies].map((r) => r.code!))].sort();
}

/** The codes of the H+ plan catalogue. */
export const hplusPlanCodes = async (db: Db) =>
  (await db.select({ code: hplusPlans.code }).from(hplusPlans).orderBy(hplusPlans.position)).map((p) => p.code);

/** Replaces every TPA's benefit table and network list in one transaction. */
export async function replaceTpaReference(db: Db, benefits: BenefitValues[], providers: ProviderValues[]) {
  await db.transaction(async (tx) => {
    await tx.delete(tpaBenefits);
    await tx.delete(tpaNetworkProviders);
    await tx.insert(tpaBenefits).values(benefits);
    await tx.insert(tpaNetworkProviders).values(providers);
  });
}

/** How many rate rows, plans and benefit rows are loaded. */
export async function referenceDataCounts(db: Db) {
  const [[rates], [plans], [benefits]] = await Promise.all([
    db.select({ n: count() }).from(premiumRates),
    db.select({ n: count() }).from(hplusPlans),
    db.select({ n: count() }).from(tpaBenefits),
  ]);
  return { rates: rates?.n ?? 0, plans: plans?.n ?? 0, benefits: benefits?.n ?? 0 };
}

export const activeRenewalQuestions = (db: Db) =>
  db.select().from(renewalQuestions).where(eq(renewalQuestions.active, true));

/** The questions given become the active ones; the others are retired but kept for the answers that cite them. */
type MedicalQuestionValues = Omit<typeof medicalQuestions.$inferInsert, "active">;

export const activeMedicalQuestions = (db: Db) =>
  db.select().from(medicalQuestions).where(eq(medicalQuestions.active, true));

/** The questions given become the medical declaration's; the others are retired but kept for their answers. */
export async function replaceActiveMedicalQuestions(db: Db, questions: MedicalQuestionValues[]) {
  await db.transaction(async (tx) => {
    await tx.update(medicalQuestions).set({ active: false });
    for (const q of questions) {
      const values = { ...q, active: true };
      await tx.insert(medicalQuestions).values(values).onConflictDoUpdate({ target: medicalQuestions.id, set: values });
    }
  });
}

export async function replaceActiveRenewalQuestions(db: Db, questions: QuestionValues[]) {
  await db.transaction(async (tx) => {
    await tx.update(renewalQuestions).set({ active: false });
    for (const q of questions) {
      const values = { ...q, active: true };
      await tx.insert(renewalQuestions).values(values).onConflictDoUpdate({ target: renewalQuestions.id, set: values });
    }
  });
}

type UnderwritingRuleValues = Omit<typeof underwritingRules.$inferInsert, "active">;

export const activeUnderwritingRules = (db: Db) =>
  db.select().from(underwritingRules).where(eq(underwritingRules.active, true)).orderBy(underwritingRules.position);

/** The rules given become the ones applied; the others are retired, their past hits kept. */
export async function replaceActiveUnderwritingRules(db: Db, rules: UnderwritingRuleValues[]) {
  await db.transaction(async (tx) => {
    await tx.update(underwritingRules).set({ active: false });
    for (const r of rules) {
      const values = { ...r, active: true };
      await tx
        .insert(underwritingRules)
        .values(values)
        .onConflictDoUpdate({ target: underwritingRules.code, set: values });
    }
  });
}
