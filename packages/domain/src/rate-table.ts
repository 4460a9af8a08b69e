import { MARITAL_STATUSES } from "./member";
import { GENDER_OPTIONS } from "./person";
import { AGE_BANDS, findRate, type RateKey, type RateRow } from "./premium";
import { RATED_PRODUCTS } from "./products";
import { TPA_OPTIONS, tpaLabel } from "./tpa";

/** Every key pricing can ask the table for one product: each TPA, age band, gender and marital status. */
export function rateKeysOf(product: string): RateKey[] {
  return TPA_OPTIONS.flatMap(({ value: tpa }) =>
    AGE_BANDS.flatMap(({ band: age_band }) =>
      GENDER_OPTIONS.flatMap(({ value: gender }) =>
        MARITAL_STATUSES.map((marital_status) => ({ product, tpa, age_band, gender, marital_status })),
      ),
    ),
  );
}

/**
 * The keys `findRate` cannot price, for the rated products and every product the table lists
 * (a product half entered is a mistake even if nobody quotes it yet). Empty means the table is complete.
 */
export function missingRates(table: readonly RateRow[]): RateKey[] {
  const products = new Set<string>([...RATED_PRODUCTS, ...table.map((row) => row.product)]);
  return [...products].flatMap(rateKeysOf).filter((key) => !findRate(table, key));
}

/** The first row whose key an earlier row already has, as indexes into the table. */
export function findRepeatedRate(table: readonly RateRow[]): { index: number; firstIndex: number } | undefined {
  const seen = new Map<string, number>();
  for (const [index, row] of table.entries()) {
    const key = [row.product, row.tpa, row.age_band, row.gender, row.marital_status].join("|");
    const firstIndex = seen.get(key);
    if (firstIndex !== undefined) return { index, firstIndex };
    seen.set(key, index);
  }
  return undefined;
}

/** "basic / TPA 1 (NAS) / age 0-17 / gender 2 (Female) / widowed": the codes as the table holds them, named. */
export function describeRateKey(key: RateKey | RateRow): string {
  const gender = GENDER_OPTIONS.find((g) => g.value === key.gender)?.label;
  return [
    key.product,
    `TPA ${key.tpa} (${tpaLabel(key.tpa)})`,
    `age ${key.age_band}`,
    `gender ${key.gender} (${gender})`,
    key.marital_status,
  ].join(" / ");
}
