import { z } from "zod";
import { ageOn, type DateInput } from "./dates";
import { GENDER, type Gender } from "./gender";
import { MARITAL_STATUSES, type MaritalStatus } from "./member-kinds";
import { quoteTotals } from "./money";
import { NO_PLAN, planCodeSchema } from "./plan-code";
import { PRODUCT_CATALOGUE, type Product } from "./products";
import { singleLineText } from "./text-schema";
import { TPA, type TpaCode } from "./tpa-rule";

/**
 * Age bands of the rate table, by completed years on the cover start date:
 * children 0–17, then 18–29, 30–39, 40–49, 50–59, 60–64 and 65 or older.
 */
export const AGE_BANDS = [
  { band: "0-17", min: 0, max: 17 },
  { band: "18-29", min: 18, max: 29 },
  { band: "30-39", min: 30, max: 39 },
  { band: "40-49", min: 40, max: 49 },
  { band: "50-59", min: 50, max: 59 },
  { band: "60-64", min: 60, max: 64 },
  { band: "65+", min: 65, max: Number.POSITIVE_INFINITY },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]["band"];

export function ageBand(age: number): AgeBand {
  const found = Number.isInteger(age) ? AGE_BANDS.find((b) => age >= b.min && age <= b.max) : undefined;
  if (!found) throw new RangeError(`Age must be a whole number of years from 0: ${age}`);
  return found.band;
}

export function ageBandOn(dateOfBirth: DateInput, date: DateInput): AgeBand {
  return ageBand(ageOn(dateOfBirth, date));
}

/**
 * A row with marital_status "any" prices every status that has no row of its own. `plan` is the H+ plan the row
 * prices, empty for a product sold without plans.
 */
export const rateRowSchema = z.object({
  product: singleLineText().min(1),
  plan: z.union([z.literal(NO_PLAN), planCodeSchema]),
  tpa: z.literal([TPA.NAS, TPA.NEXTCARE]),
  age_band: z.enum(AGE_BANDS.map((b) => b.band) as [AgeBand, ...AgeBand[]]),
  gender: z.literal([GENDER.MALE, GENDER.FEMALE]),
  marital_status: z.enum([...MARITAL_STATUSES, "any"]),
  annual_premium_fils: z.number().int().nonnegative(),
});
export type RateRow = z.infer<typeof rateRowSchema>;
export type RateKey = {
  product: string;
  plan: string;
  tpa: TpaCode;
  age_band: AgeBand;
  gender: Gender;
  marital_status: MaritalStatus;
};

/** The exact row, else the row for any marital status, else undefined. */
export function findRate(table: readonly RateRow[], key: RateKey): RateRow | undefined {
  const matches = (row: RateRow) =>
    row.product === key.product &&
    row.plan === key.plan &&
    row.tpa === key.tpa &&
    row.age_band === key.age_band &&
    row.gender === key.gender;
  return (
    table.find((row) => matches(row) && row.marital_status === key.marital_status) ??
    table.find((row) => matches(row) && row.marital_status === "any")
  );
}

/** The totals of a product's premium, with the VAT its cover carries (none on an exempt product). */
export const productTotals = (product: Product, premiumsFils: readonly number[]) =>
  quoteTotals(premiumsFils, PRODUCT_CATALOGUE[product].vat);
