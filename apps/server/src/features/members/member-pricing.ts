import { ageBand, ageOn, toIsoDate } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { premiumRates, quotationMembers } from "../../db/schema";
import { HttpError } from "../../http/http-error";

type PricedPerson = { gender: number; maritalStatus: string; dateOfBirth: string };
type PricingContext = { product: string; tpaSno: number };

/** The annual premium in fils for one member, from the rate table at the member's age today (UAE date). */
export async function premiumFor(db: Db, ctx: PricingContext, person: PricedPerson, onDate = toIsoDate(new Date())) {
  const band = ageBand(ageOn(person.dateOfBirth, onDate));
  const [rate] = await db
    .select({ fils: premiumRates.annualPremiumFils })
    .from(premiumRates)
    .where(
      and(
        eq(premiumRates.product, ctx.product),
        eq(premiumRates.tpaSno, ctx.tpaSno),
        eq(premiumRates.ageBand, band),
        eq(premiumRates.gender, person.gender),
        eq(premiumRates.maritalStatus, person.maritalStatus),
      ),
    );
  if (!rate) {
    throw new HttpError(
      422,
      `No premium rate is set for this member (age band ${band}). Please contact customer relations so the rate table can be completed.`,
    );
  }
  return rate.fils;
}

/** After a TPA change every member is priced again from the same table. */
export async function repriceMembers(db: Db, quotation: PricingContext & { id: number }) {
  const members = await db.select().from(quotationMembers).where(eq(quotationMembers.quotationId, quotation.id));
  for (const m of members) {
    const premiumFils = await premiumFor(db, quotation, m);
    await db.update(quotationMembers).set({ premiumFils, updatedAt: new Date() }).where(eq(quotationMembers.id, m.id));
  }
}
