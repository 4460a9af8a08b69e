import {
  ageBand,
  ageOn,
  findRate,
  type Gender,
  type MaritalStatus,
  NO_PLAN,
  type RateKey,
  type RateRow,
  type TpaCode,
  toIsoDate,
} from "@pp/domain";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { listMembers, type RateRecord, rateCandidates, updateMemberOf } from "./member-repository";

type PricedPerson = { gender: number; maritalStatus: string; dateOfBirth: string };
/** What prices a member besides the member: the product, its TPA and, for a product sold by plan, the plan. */
type PricingContext = { product: string; tpaId: number; planCode: string | null };

/** The rate table's key for one member on a date: the age band is the member's completed years then. */
export function rateKeyOf(ctx: PricingContext, person: PricedPerson, onDate: string): RateKey {
  // Stored members passed their form's schema when saved.
  return {
    product: ctx.product,
    plan: ctx.planCode ?? NO_PLAN,
    tpa: ctx.tpaId as TpaCode,
    age_band: ageBand(ageOn(person.dateOfBirth, onDate)),
    gender: person.gender as Gender,
    marital_status: person.maritalStatus as MaritalStatus,
  };
}

/** The annual premium in fils the rows hold for the key; a table with no rate for it is an operator's to complete. */
export function premiumFromRates(rows: readonly RateRow[], key: RateKey) {
  const rate = findRate(rows, key);
  if (!rate) {
    throw new HttpError(
      422,
      /*i18n*/ {
        id: "answer.members.noRate",
        message:
          "No premium rate is set for this member (age band {band}). Please contact customer relations so the rate table can be completed.",
        values: { band: key.age_band },
      },
    );
  }
  return rate.annual_premium_fils;
}

/** The annual premium in fils for one member, from the rate table at the member's age today (UAE date). */
export async function premiumFor(db: Db, ctx: PricingContext, person: PricedPerson, onDate = toIsoDate(new Date())) {
  const key = rateKeyOf(ctx, person, onDate);
  const candidates = await rateCandidates(db, {
    product: key.product,
    plan: key.plan,
    tpaId: key.tpa,
    ageBand: key.age_band,
    gender: key.gender,
  });
  return premiumFromRates(candidates.map(toRateRow), key);
}

/** A stored rate row as the domain's; stored rows passed rateRowSchema when loaded. */
export function toRateRow(row: RateRecord) {
  return {
    product: row.product,
    plan: row.plan,
    tpa: row.tpaId,
    age_band: row.ageBand,
    gender: row.gender,
    marital_status: row.maritalStatus,
    annual_premium_fils: row.annualPremiumFils,
  } as RateRow;
}

/** After a TPA or plan change every member is priced again from the same table. */
export async function repriceMembers(db: Db, quotation: PricingContext & { id: number }) {
  for (const m of await listMembers(db, quotation.id)) {
    await updateMemberOf(db, quotation.id, m.id, { premiumFils: await premiumFor(db, quotation, m) });
  }
}
