import { describe, expect, it } from "vitest";
import { CURRENCY, formatAed, formatAmount, quoteTotals, VAT_RATE } from "./money";
import { ageBand, ageBandOn, findRate, productTotals, type RateRow, rateRowSchema } from "./premium";

describe("constants", () => {
  it("VAT 5% in AED", () => {
    expect(VAT_RATE).toBe(0.05);
    expect(CURRENCY).toBe("AED");
  });
});

describe("ageBand", () => {
  it.each([
    [0, "0-17"],
    [17, "0-17"],
    [18, "18-29"],
    [29, "18-29"],
    [30, "30-39"],
    [39, "30-39"],
    [40, "40-49"],
    [49, "40-49"],
    [50, "50-59"],
    [59, "50-59"],
    [60, "60-64"],
    [64, "60-64"],
    [65, "65+"],
    [106, "65+"],
  ])("age %i is in band %s", (age, band) => {
    expect(ageBand(age)).toBe(band);
  });

  it.each([-1, 17.5, Number.NaN])("rejects %s", (age) => {
    expect(() => ageBand(age)).toThrow(RangeError);
  });

  it("works from a date of birth", () => {
    expect(ageBandOn("2008-03-06", "2026-03-05")).toBe("0-17");
    expect(ageBandOn("2008-03-05", "2026-03-05")).toBe("18-29");
  });
});

describe("findRate", () => {
  const row = (over: Partial<RateRow>): RateRow => ({
    product: "basic",
    plan: "",
    tpa: 3,
    age_band: "30-39",
    gender: 1,
    marital_status: "any",
    annual_premium_fils: 65000,
    ...over,
  });
  const table = [
    row({}),
    row({ marital_status: "married", gender: 2, annual_premium_fils: 72000 }),
    row({ gender: 2, annual_premium_fils: 70000 }),
    row({ tpa: 1, annual_premium_fils: 60000 }),
    row({ product: "hplus", plan: "gold", annual_premium_fils: 90000 }),
  ];
  const key = { product: "basic", plan: "", tpa: 3, age_band: "30-39", gender: 1, marital_status: "single" } as const;

  it.each([
    ["falls back to the 'any' marital status row", key, 65000],
    ["prefers the exact marital status", { ...key, gender: 2, marital_status: "married" }, 72000],
    ["uses 'any' when the status has no row", { ...key, gender: 2, marital_status: "widowed" }, 70000],
    ["matches the TPA", { ...key, tpa: 1 }, 60000],
    ["matches the plan", { ...key, product: "hplus", plan: "gold" }, 90000],
  ] as const)("%s", (_, k, premium) => {
    expect(findRate(table, k)?.annual_premium_fils).toBe(premium);
  });

  it.each([
    { ...key, product: "enhanced" },
    { ...key, age_band: "65+" },
    { ...key, product: "hplus", plan: "silver" },
  ] as const)("returns undefined without a row (%j)", (k) => {
    expect(findRate(table, k)).toBeUndefined();
  });

  it("validates rows", () => {
    expect(rateRowSchema.safeParse(row({})).success).toBe(true);
    expect(rateRowSchema.safeParse({ ...row({}), annual_premium_fils: 650.5 }).success).toBe(false);
    expect(rateRowSchema.safeParse({ ...row({}), age_band: "18-25" }).success).toBe(false);
    expect(rateRowSchema.safeParse({ ...row({}), plan: "Gold Plan" }).success).toBe(false);
  });
});

describe("quoteTotals", () => {
  it.each([
    [[], { subtotal: 0, vat: 0, total: 0 }],
    [[100000], { subtotal: 100000, vat: 5000, total: 105000 }],
    [[55000, 55010], { subtotal: 110010, vat: 5501, total: 115511 }],
    [[10], { subtotal: 10, vat: 1, total: 11 }],
    [[9], { subtotal: 9, vat: 0, total: 9 }],
    [[33333, 33333, 33334], { subtotal: 100000, vat: 5000, total: 105000 }],
  ])("%j -> %j (VAT rounded half up on the subtotal)", (premiums, totals) => {
    expect(quoteTotals(premiums)).toEqual(totals);
  });

  it("is exact where floating point is not", () => {
    // 0.1 + 0.2 in AED
    expect(quoteTotals([10, 20]).subtotal).toBe(30);
  });

  it.each([[[1.5]], [[-100]], [[Number.NaN]]])("rejects %j", (premiums) => {
    expect(() => quoteTotals(premiums)).toThrow(RangeError);
  });
});

describe("productTotals", () => {
  it("adds 5% VAT to health and personal-accident cover and none to life cover (term plans are exempt)", () => {
    for (const product of ["basic", "hplus", "pa"] as const) {
      expect(productTotals(product, [100000]), product).toEqual({ subtotal: 100000, vat: 5000, total: 105000 });
    }
    expect(productTotals("term", [100000])).toEqual({ subtotal: 100000, vat: 0, total: 100000 });
  });
});

describe("formatting", () => {
  it.each([
    [0, "AED 0.00", "0.00"],
    [5, "AED 0.05", "0.05"],
    [123450, "AED 1,234.50", "1234.50"],
    [65000, "AED 650.00", "650.00"],
    [100000000, "AED 1,000,000.00", "1000000.00"],
    [-150, "AED -1.50", "-1.50"],
  ])("%i fils -> %s", (fils, aed, amount) => {
    expect(formatAed(fils)).toBe(aed);
    expect(formatAmount(fils)).toBe(amount);
  });

  it("rejects fractions of a fils", () => {
    expect(() => formatAed(1.5)).toThrow(RangeError);
  });
});
