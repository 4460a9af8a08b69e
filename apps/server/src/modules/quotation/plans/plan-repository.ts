import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { hplusPlans, premiumRates } from "../../../db/schema";

export type PlanRecord = typeof hplusPlans.$inferSelect;

/** The catalogue, in its order. */
export const listPlans = (db: Db) => db.select().from(hplusPlans).orderBy(hplusPlans.position);

/** One plan of the catalogue, if it is there. */
export async function findPlan(db: Db, code: string) {
  const [plan] = await db.select().from(hplusPlans).where(eq(hplusPlans.code, code));
  return plan;
}

/** The catalogue's entry plan (lowest position): where a new H+ quotation starts. */
export async function firstPlan(db: Db) {
  const [plan] = await db.select().from(hplusPlans).orderBy(hplusPlans.position).limit(1);
  return plan;
}

/** Every rate row of one product under one TPA (every plan): what pricing a family under each plan needs. */
export const productRates = (db: Db, product: string, tpaId: number) =>
  db
    .select()
    .from(premiumRates)
    .where(and(eq(premiumRates.product, product), eq(premiumRates.tpaId, tpaId)));
