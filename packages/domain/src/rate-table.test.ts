import { describe, expect, it } from "vitest";
import type { RateRow } from "./premium";
import { describeRateKey, findRepeatedRate, missingRates, rateKeysOf } from "./rate-table";

const fullTable = (product = "basic"): RateRow[] =>
  rateKeysOf(product).map((key) => ({ ...key, annual_premium_fils: 65000 }));
/** Every product the portal prices: Basic and H+. */
const ratedTable = (): RateRow[] => [...fullTable("basic"), ...fullTable("hplus")];

describe("rateKeysOf", () => {
  it("asks for each TPA × age band × gender × marital status once", () => {
    const keys = rateKeysOf("basic");
    expect(keys).toHaveLength(2 * 7 * 2 * 4);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });
});

describe("missingRates", () => {
  it("finds nothing missing in a complete table", () => {
    expect(missingRates(ratedTable())).toEqual([]);
  });

  it("names the key a removed row leaves unpriced", () => {
    const table = ratedTable().filter(
      (r) =>
        !(
          r.product === "basic" &&
          r.tpa === 1 &&
          r.age_band === "65+" &&
          r.gender === 2 &&
          r.marital_status === "widowed"
        ),
    );
    expect(missingRates(table)).toEqual([
      { product: "basic", tpa: 1, age_band: "65+", gender: 2, marital_status: "widowed" },
    ]);
  });

  it("counts a row for any marital status as covering every status", () => {
    const table = ratedTable().filter((r) => !(r.product === "basic" && r.tpa === 3 && r.age_band === "0-17"));
    const anyStatus = (gender: 1 | 2): RateRow => ({
      product: "basic",
      tpa: 3,
      age_band: "0-17",
      gender,
      marital_status: "any",
      annual_premium_fils: 52000,
    });
    expect(missingRates(table)).toHaveLength(8);
    expect(missingRates([...table, anyStatus(1), anyStatus(2)])).toEqual([]);
  });

  it("needs the basic product even when the table lists none", () => {
    expect(missingRates(fullTable("hplus"))).toHaveLength(rateKeysOf("basic").length);
  });

  it("needs H+ rates too: the portal prices H+ members from the same table", () => {
    const missing = missingRates(fullTable("basic"));
    expect(missing).toHaveLength(rateKeysOf("hplus").length);
    expect(new Set(missing.map((k) => k.product))).toEqual(new Set(["hplus"]));
  });

  it("needs every key of a product the table only partly lists", () => {
    const [stray] = fullTable("basc");
    expect(missingRates([...ratedTable(), stray!])).toHaveLength(rateKeysOf("basc").length - 1);
  });
});

describe("findRepeatedRate", () => {
  it("finds no repeat in a table of distinct keys", () => {
    expect(findRepeatedRate(fullTable())).toBeUndefined();
  });

  it("points at the repeating row and the row it repeats", () => {
    const table = fullTable();
    expect(findRepeatedRate([...table, { ...table[3]!, annual_premium_fils: 1 }])).toEqual({
      index: table.length,
      firstIndex: 3,
    });
  });
});

describe("describeRateKey", () => {
  it("shows the codes with their names", () => {
    expect(describeRateKey({ product: "basic", tpa: 1, age_band: "0-17", gender: 2, marital_status: "widowed" })).toBe(
      "basic / TPA 1 (NAS) / age 0-17 / gender 2 (Female) / widowed",
    );
  });
});
