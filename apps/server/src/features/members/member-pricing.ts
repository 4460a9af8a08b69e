import {
  ageBand,
  ageOn,
  findRate,
  type Gender,
  type MaritalStatus,
  type RateRow,
  type TpaCode,
  toIsoDate,
} from "@pp/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { premiumRates, quotationMembers } from "../../db/schema";
import { HttpError } from "../../http/http-error";

type PricedPerson = { gender: number; maritalStatus: string; dateOfBirth: string };
type PricingContext = { product: string; tpaSno: number };

/** The annual premium in fils for one member, from the rate table at the member's age today (UAE date). */
export async function premiumFor(db: Db, ctx: PricingContext, person: PricedPerson, onDate = toIsoDate(new Date())) {
  const band = ageBand(ageOn(person.dateOfBirth, onDate));
  const candidates = await db
    .select()
    .from(premiumRates)
    .where(
      and(
        eq(premiumRates.product, ctx.product),
        eq(premiumRates.tpaSno, ctx.tpaSno),
        eq(premiumRates.ageBand, band),
        eq(premiumRates.gender, person.gender),
      ),
    );
  // Stored rows passed rateRowSchema when loaded, and members their form's schema when saved.
  const rate = findRate(candidates.map(toRateRow), {
    product: ctx.product,
    tpa: ctx.tpaSno as TpaCode,
    age_band: band,
    gender: person.gender as Gender,
    marital_status: person.maritalStatus as MaritalStatus,
  });
  if (!rate) {
    throw new HttpError(
      422,
      `No premium rate is set for this member (age band ${band}). Please contact customer relations so the rate table can be completed.`,
    );
  }
  return rate.annual_premium_fils;
}

function toRateRow(row: typeof premiumRates.$inferSelect) {
  return {
    product: row.product,
    tpa: row.tpaSno,
    age_band: row.ageBand,
    gender: row.gender,
    marital_status: row.maritalStatus,
    annual_premium_fils: row.annualPremiumFils,
  } as RateRow;
}

/** After a TPA change every member is priced again from the same table. */
export async function repriceMembers(db: Db, quotation: PricingContext & { id: number }) {
  const members = await db.select().from(quotationMembers).where(eq(quotationMembers.quotationId, quotation.id));
  for (const m of members) {
    const premiumFils = await premiumFor(db, quotation, m);
    await db.update(quotationMembers).set({ premiumFils, updatedAt: new Date() }).where(eq(quotationMembers.id, m.id));
  }
}
