import { describe, expect, it } from "vitest";
import type { RateRow } from "./premium";
import { describeRateKey, findMisplacedPlan, findRepeatedRate, missingRates, rateKeysOf } from "./rate-table";

const PLANS = ["silver", "gold"];
const fullTable = (product = "basic", plan = ""): RateRow[] =>
  rateKeysOf(product, plan).map((key) => ({ ...key, annual_premium_fils: 65000 }));
/** Every product the portal prices: Basic, and H+ under each plan of the catalogue. */
const ratedTable = (): RateRow[] => [...fullTable("basic"), ...PLANS.flatMap((plan) => fullTable("hplus", plan))];

describe("rateKeysOf", () => {
  it("asks for each TPA × age band × gender × marital status once", () => {
    const keys = rateKeysOf("basic");
    expect(keys).toHaveLength(2 * 7 * 2 * 4);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });
});

describe("missingRates", () => {
  it("finds nothing missing in a complete table", () => {
    expect(missingRates(ratedTable(), PLANS)).toEqual([]);
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
    expect(missingRates(table, PLANS)).toEqual([
      { product: "basic", plan: "", tpa: 1, age_band: "65+", gender: 2, marital_status: "widowed" },
    ]);
  });

  it("counts a row for any marital status as covering every status", () => {
    const table = ratedTable().filter((r) => !(r.product === "basic" && r.tpa === 3 && r.age_band === "0-17"));
    const anyStatus = (gender: 1 | 2): RateRow => ({
      product: "basic",
      plan: "",
      tpa: 3,
      age_band: "0-17",
      gender,
      marital_status: "any",
      annual_premium_fils: 52000,
    });
    expect(missingRates(table, PLANS)).toHaveLength(8);
    expect(missingRates([...table, anyStatus(1), anyStatus(2)], PLANS)).toEqual([]);
  });

  it("needs the basic product even when the table lists none", () => {
    const hplusOnly = PLANS.flatMap((plan) => fullTable("hplus", plan));
    expect(missingRates(hplusOnly, PLANS)).toHaveLength(rateKeysOf("basic").length);
  });

  it("needs H+ rates for every plan of the catalogue: H+ members are priced under their quotation's plan", () => {
    const missing = missingRates([...fullTable("basic"), ...fullTable("hplus", "silver")], PLANS);
    expect(missing).toHaveLength(rateKeysOf("hplus", "gold").length);
    expect(new Set(missing.map((k) => `${k.product} ${k.plan}`))).toEqual(new Set(["hplus gold"]));
  });

  it("needs every key of a plan the table lists though the catalogue does not", () => {
    const [stray] = fullTable("hplus", "bronze");
    expect(missingRates([...ratedTable(), stray!], PLANS)).toHaveLength(rateKeysOf("hplus", "bronze").length - 1);
  });

  it("needs every key of a product the table only partly lists", () => {
    const [stray] = fullTable("basc");
    expect(missingRates([...ratedTable(), stray!], PLANS)).toHaveLength(rateKeysOf("basc").length - 1);
  });
});

describe("findMisplacedPlan", () => {
  it("accepts Basic without a plan and H+ under the catalogue's plans", () => {
    expect(findMisplacedPlan(ratedTable(), PLANS)).toBeUndefined();
  });

  it.each([
    ["an H+ plan the catalogue lacks", { product: "hplus", plan: "bronze" }],
    ["H+ without a plan", { product: "hplus", plan: "" }],
    ["a plan on Basic", { product: "basic", plan: "silver" }],
  ])("points at %s", (_name, over) => {
    const table = ratedTable();
    expect(findMisplacedPlan([...table, { ...table[0]!, ...over }], PLANS)).toBe(table.length);
  });
});

describe("findRepeatedRate", () => {
  it("finds no repeat in a table of distinct keys, the same key under two plans included", () => {
    expect(findRepeatedRate(ratedTable())).toBeUndefined();
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
    expect(
      describeRateKey({ product: "basic", plan: "", tpa: 1, age_band: "0-17", gender: 2, marital_status: "widowed" }),
    ).toBe("basic / TPA 1 (NAS) / age 0-17 / gender 2 (Female) / widowed");
  });

  it("names the plan of a plan's row", () => {
    expect(
      describeRateKey({ product: "hplus", plan: "gold", tpa: 3, age_band: "65+", gender: 1, marital_status: "single" }),
    ).toBe("hplus plan gold / TPA 3 (NEXTCARE) / age 65+ / gender 1 (Male) / single");
  });
});
