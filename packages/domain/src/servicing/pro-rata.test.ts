import { describe, expect, it } from "vitest";
import { EMPTY_SHARE_BALANCE, leavingRefunds } from "./ledger";
import { daysLeftFrom, proRataFils, proRataTotals, termDays, withinFreeLook } from "./pro-rata";

const YEAR = { startDate: "2026-12-01", endDate: "2027-11-30" };
const LEAP_YEAR = { startDate: "2027-12-01", endDate: "2028-11-30" };

describe("pro-rata premium for a mid-term change", () => {
  it("counts the term's days, both ends included, with 29 February when the term holds it", () => {
    expect(termDays(YEAR)).toBe(365);
    expect(termDays(LEAP_YEAR)).toBe(366);
  });

  it("charges the whole premium for a change on the start day, and one day's for one on the last day", () => {
    expect(proRataFils(73_000, YEAR, "2026-12-01")).toBe(73_000);
    // 73,000 fils a year is 200 fils a day in a 365-day term.
    expect(proRataFils(73_000, YEAR, "2027-11-30")).toBe(200);
    expect(daysLeftFrom(YEAR, "2027-11-30")).toBe(1);
  });

  it("matches hand-worked amounts", () => {
    // A newborn added on 1 June 2027: 1 June to 30 November is 183 days; 65,000 × 183 / 365 = 32,589.04 → 32,589.
    expect(proRataFils(65_000, YEAR, "2027-06-01")).toBe(32_589);
    // The same day in a leap term: 1 June to 30 November 2028 is 183 days of 366; 65,000 × 183 / 366 = 32,500.
    expect(proRataFils(65_000, LEAP_YEAR, "2028-06-01")).toBe(32_500);
    // Across the leap day: 1 February to 30 November 2028 is 304 days; 70,000 × 304 / 366 = 58,142.08 → 58,142.
    expect(proRataFils(70_000, LEAP_YEAR, "2028-02-01")).toBe(58_142);
    // Half a fils rounds up: 1 × 183 / 366 = 0.5 → 1.
    expect(proRataFils(1, LEAP_YEAR, "2028-06-01")).toBe(1);
  });

  it("rounds each member's share, then puts VAT once on their sum", () => {
    const totals = proRataTotals([65_000, 65_000, 55_000], YEAR, "2027-06-01");
    // 55,000 × 183 / 365 = 27,575.34 → 27,575.
    expect(totals).toEqual({
      daysLeft: 183,
      termDays: 365,
      members: [32_589, 32_589, 27_575],
      subtotal: 92_753,
      // 5% of 92,753 = 4,637.65 → 4,638.
      vat: 4_638,
      total: 97_391,
    });
    expect(proRataTotals([65_000], YEAR, "2027-06-01", "exempt").vat).toBe(0);
  });

  it("refuses a date outside the term and an amount that is not whole fils", () => {
    expect(() => proRataFils(65_000, YEAR, "2026-11-30")).toThrow(/outside the term/);
    expect(() => proRataFils(65_000, YEAR, "2027-12-01")).toThrow(/outside the term/);
    expect(() => proRataFils(650.5, YEAR, "2027-06-01")).toThrow(/Not an amount in fils/);
    expect(() => proRataFils(-1, YEAR, "2027-06-01")).toThrow(/Not an amount in fils/);
  });
});

describe("refund of a cancelled policy", () => {
  const TERM_PLAN = { days: 30, feeFils: 5_000 };
  /** Members sold with the policy: each paid their yearly premium (a term plan carries no VAT). */
  const sold = (annualFils: number, vatFils = 0) => ({
    annualFils,
    addedFrom: null,
    balance: { ...EMPTY_SHARE_BALANCE, paidPremiumFils: annualFils, paidVatFils: vatFils },
  });

  it("returns the whole premium less the fee within the free-look period", () => {
    expect(
      leavingRefunds([sold(120_000)], { term: YEAR, effectiveDate: "2026-12-01", freeLookFeeFils: TERM_PLAN.feeFils }),
    ).toMatchObject({ shares: [{ premiumFils: 115_000, vatFils: 0 }], feeFils: 5_000, totalFils: 115_000 });
  });

  it("returns the days left after the free-look period", () => {
    // 120,000 × 183 / 365 = 60,164.38 → 60,164.
    expect(
      leavingRefunds([sold(120_000)], { term: YEAR, effectiveDate: "2027-06-01", freeLookFeeFils: null }),
    ).toMatchObject({ shares: [{ premiumFils: 60_164 }], feeFils: 0, totalFils: 60_164 });
  });

  it("takes the fee from the first members' shares, never below nothing, and returns the VAT with the premium", () => {
    const refund = leavingRefunds([sold(3_000, 150), sold(65_000, 3_250)], {
      term: YEAR,
      effectiveDate: "2026-12-01",
      freeLookFeeFils: TERM_PLAN.feeFils,
    });
    // 5,000 fee: 3,000 from the first member, 2,000 from the second; VAT 5% of 63,000 = 3,150.
    expect(refund).toMatchObject({ premiumFils: 63_000, vatFils: 3_150, totalFils: 66_150 });
    expect(refund.shares.map((s) => s.premiumFils)).toEqual([0, 63_000]);
  });

  it("counts free look from the issue date, its last day included: a date before it is not within", () => {
    expect(withinFreeLook(TERM_PLAN, "2026-11-25", "2026-11-25")).toBe(true);
    expect(withinFreeLook(TERM_PLAN, "2026-11-25", "2026-12-24")).toBe(true);
    expect(withinFreeLook(TERM_PLAN, "2026-11-25", "2026-12-25")).toBe(false);
    expect(withinFreeLook(TERM_PLAN, "2026-11-25", "2026-11-24")).toBe(false);
    expect(withinFreeLook(null, "2026-11-25", "2026-11-25")).toBe(false);
  });
});
