import { GENDER_OPTIONS } from "./gender";
import { MARITAL_STATUSES } from "./member-kinds";
import { NO_PLAN } from "./plan-code";
import { AGE_BANDS, findRate, type RateKey, type RateRow } from "./premium";
import { PRODUCT_CATALOGUE, type Product, RATED_PRODUCTS } from "./products";
import { findRepeatedKey } from "./repeated-key";
import { TPA_OPTIONS, tpaLabel } from "./tpa-rule";

/** Every key pricing can ask the table for one product's plan: each TPA, age band, gender and marital status. */
export function rateKeysOf(product: string, plan: string = NO_PLAN): RateKey[] {
  return TPA_OPTIONS.flatMap(({ value: tpa }) =>
    AGE_BANDS.flatMap(({ band: age_band }) =>
      GENDER_OPTIONS.flatMap(({ value: gender }) =>
        MARITAL_STATUSES.map((marital_status) => ({ product, plan, tpa, age_band, gender, marital_status })),
      ),
    ),
  );
}

/** The plans a product is priced under: every plan of the catalogue for a product sold by plan, else none. */
const pricedPlans = (product: string, planCodes: readonly string[]) =>
  product in PRODUCT_CATALOGUE && PRODUCT_CATALOGUE[product as Product].plans ? planCodes : [NO_PLAN];

/**
 * The keys `findRate` cannot price, for the rated products (each plan of the catalogue `planCodes` for a product
 * sold by plan) and every product and plan the table lists (one half entered is a mistake even if nobody quotes it
 * yet). Empty means the table is complete.
 */
export function missingRates(table: readonly RateRow[], planCodes: readonly string[]): RateKey[] {
  const units = new Map<string, [string, string]>();
  for (const product of RATED_PRODUCTS) {
    for (const plan of pricedPlans(product, planCodes)) units.set(`${product}|${plan}`, [product, plan]);
  }
  for (const row of table) units.set(`${row.product}|${row.plan}`, [row.product, row.plan]);
  return [...units.values()]
    .flatMap(([product, plan]) => rateKeysOf(product, plan))
    .filter((key) => !findRate(table, key));
}

/**
 * The first row whose plan its product is not priced under: a plan missing from the catalogue `planCodes`, a plan on
 * a product sold without plans, or none on a product sold by plan. Undefined when every row fits.
 */
export function findMisplacedPlan(table: readonly RateRow[], planCodes: readonly string[]): number | undefined {
  const index = table.findIndex((row) => !pricedPlans(row.product, planCodes).includes(row.plan));
  return index === -1 ? undefined : index;
}

/** The first row whose key an earlier row already has, as indexes into the table. */
export const findRepeatedRate = (table: readonly RateRow[]) =>
  findRepeatedKey(table, (row) =>
    [row.product, row.plan, row.tpa, row.age_band, row.gender, row.marital_status].join("|"),
  );

/**
 * "basic / TPA 1 (NAS) / age 0-17 / gender 2 (Female) / widowed", with "hplus plan gold / …" for a plan's row: the
 * codes as the table holds them, named.
 */
export function describeRateKey(key: RateKey | RateRow): string {
  const gender = GENDER_OPTIONS.find((g) => g.value === key.gender)?.label;
  return [
    key.plan === NO_PLAN ? key.product : `${key.product} plan ${key.plan}`,
    `TPA ${key.tpa} (${tpaLabel(key.tpa)})`,
    `age ${key.age_band}`,
    `gender ${key.gender} (${gender})`,
    key.marital_status,
  ].join(" / ");
}
