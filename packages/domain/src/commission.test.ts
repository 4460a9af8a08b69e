import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accrualLines,
  type CommissionLine,
  type CommissionSplit,
  clawbackLines,
  commissionFils,
  correctionLines,
  findCommissionRate,
  findCommissionSplit,
  lineKey,
  percentBpSchema,
  splitShares,
  uaeMonth,
  WHOLE_BP,
} from "./commission";

const rates = [
  { product: "basic", plan: "", newBusinessBp: 1250, renewalBp: 750 },
  { product: "hplus", plan: "", newBusinessBp: 1200, renewalBp: 800 },
  { product: "hplus", plan: "platinum", newBusinessBp: 1500, renewalBp: 1000 },
];

describe("the commission rate of a sale", () => {
  it("is the plan's own row, else the product's, for new business or renewal; none without a row", () => {
    expect(findCommissionRate(rates, { product: "basic", plan: null, business: "new_business" })).toBe(1250);
    expect(findCommissionRate(rates, { product: "basic", plan: null, business: "renewal" })).toBe(750);
    expect(findCommissionRate(rates, { product: "hplus", plan: "platinum", business: "renewal" })).toBe(1000);
    expect(findCommissionRate(rates, { product: "hplus", plan: "gold", business: "new_business" })).toBe(1200);
    expect(findCommissionRate(rates, { product: "pa", plan: null, business: "new_business" })).toBeUndefined();
  });

  it("reads percentages as basis points without floating point, and refuses what is not 0–100 with two decimals", () => {
    expect(percentBpSchema.parse("12.5")).toBe(1250);
    expect(percentBpSchema.parse("0.01")).toBe(1);
    expect(percentBpSchema.parse("100")).toBe(WHOLE_BP);
    expect(percentBpSchema.parse(" 7 ")).toBe(700);
    for (const bad of ["", "12.345", "100.01", "-1", "1e2", "abc", "12,5"])
      expect(percentBpSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("rounds the partner's commission once, half up to the fils", () => {
    expect(commissionFils(80_000, 1250)).toBe(10_000);
    // 333 × 12.5 % = 41.625 → 42; 4 × 12.5 % = 0.5 → 1; 3 × 12.5 % = 0.375 → 0.
    expect(commissionFils(333, 1250)).toBe(42);
    expect(commissionFils(4, 1250)).toBe(1);
    expect(commissionFils(3, 1250)).toBe(0);
    expect(() => commissionFils(-1, 1250)).toThrow(RangeError);
  });
});

const split = (s: Partial<CommissionSplit>): CommissionSplit => ({
  userId: null,
  teamId: null,
  role: null,
  sellerBp: 8000,
  managerBp: 2000,
  ...s,
});

describe("the split of a sale", () => {
  const splits = [
    split({ role: "agent", sellerBp: 8000, managerBp: 2000 }),
    split({ teamId: 7, role: "agent", sellerBp: 7000, managerBp: 3000 }),
    split({ userId: 42, sellerBp: 9000, managerBp: 0 }),
  ];

  it("is the user's own, else their team's for their role, else their role's", () => {
    expect(findCommissionSplit(splits, { id: 42, teamRole: "agent", teamId: 7 })?.sellerBp).toBe(9000);
    expect(findCommissionSplit(splits, { id: 43, teamRole: "agent", teamId: 7 })?.sellerBp).toBe(7000);
    expect(findCommissionSplit(splits, { id: 44, teamRole: "agent", teamId: 8 })?.sellerBp).toBe(8000);
    expect(findCommissionSplit(splits, { id: 45, teamRole: "agent", teamId: null })?.sellerBp).toBe(8000);
    expect(findCommissionSplit(splits, { id: 46, teamRole: "manager", teamId: 7 })).toBeUndefined();
  });

  it("gives the seller and each other manager of the team their share and the partner the rest, to the fils", () => {
    const seller = { id: 43, teamRole: "agent" as const, teamId: 7 };
    const shares = splitShares({ seller, managers: [43, 50, 51], split: split({ sellerBp: 6000, managerBp: 2001 }) });
    expect(shares).toEqual([
      { party: "seller", userId: 43, shareBp: 6000 },
      { party: "manager", userId: 50, shareBp: 1001 },
      { party: "manager", userId: 51, shareBp: 1000 },
      { party: "partner", userId: null, shareBp: 1999 },
    ]);
    // 10 001 fils: 6000.6, 1001.1…, 1000.1, 1999.1… → whole parts 10 000, the fils left to the largest remainder.
    expect(accrualLines(10_001, shares).map((l) => l.amountFils)).toEqual([6001, 1001, 1000, 1999]);
  });

  it("leaves everything to the partner without a seller, a split, or a manager for the managers' share", () => {
    expect(splitShares({ seller: null, managers: [], split: split({}) })).toEqual([
      { party: "partner", userId: null, shareBp: WHOLE_BP },
    ]);
    const solo = { id: 9, teamRole: "agent" as const, teamId: null };
    expect(splitShares({ seller: solo, managers: [], split: undefined })).toEqual([
      { party: "partner", userId: null, shareBp: WHOLE_BP },
    ]);
    expect(splitShares({ seller: solo, managers: [], split: split({}) })).toEqual([
      { party: "seller", userId: 9, shareBp: 8000 },
      { party: "partner", userId: null, shareBp: 2000 },
    ]);
  });
});

describe("the UAE month of an event", () => {
  it("is the month in Dubai, four hours ahead of UTC", () => {
    expect(uaeMonth(new Date("2026-07-31T19:59:59Z"))).toBe("2026-07");
    expect(uaeMonth(new Date("2026-07-31T20:00:00Z"))).toBe("2026-08");
    expect(uaeMonth(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01");
  });
});

/** Lines accrued on a premium, and a sequence of refunds of parts of it, the last possibly everything left. */
const scenario = fc.record({
  base: fc.integer({ min: 0, max: 5_000_000 }),
  rateBp: fc.integer({ min: 0, max: WHOLE_BP }),
  sellerBp: fc.integer({ min: 0, max: WHOLE_BP }),
  managers: fc.integer({ min: 0, max: 3 }),
  managerPart: fc.integer({ min: 0, max: WHOLE_BP }),
  refunds: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 6 }),
  all: fc.boolean(),
});

describe("clawbacks, over any premium, rate, split and sequence of refunds", () => {
  it("never give back more than a line earned, give back everything once all is refunded, and add up", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const managerBp = Math.min(s.managerPart, WHOLE_BP - s.sellerBp);
        const seller = { id: 1, teamRole: "agent" as const, teamId: 1 };
        const managers = Array.from({ length: s.managers }, (_, i) => 10 + i);
        const shares = splitShares({ seller, managers, split: split({ sellerBp: s.sellerBp, managerBp }) });
        const commission = commissionFils(s.base, s.rateBp);
        const accrued = accrualLines(commission, shares);
        expect(accrued.reduce((sum, l) => sum + l.amountFils, 0)).toBe(commission);
        expect(shares.reduce((sum, l) => sum + l.shareBp, 0)).toBe(WHOLE_BP);

        const clawedBack = new Map<string, number>();
        let refunded = 0;
        const parts = s.all ? [...s.refunds, 1_000_000] : s.refunds;
        for (const part of parts) {
          const now = Math.min(s.base - refunded, Math.floor((s.base * part) / 1_000_000));
          const lines: CommissionLine[] = clawbackLines({
            accrued,
            clawedBack,
            paidBaseFils: s.base,
            refundedBeforeFils: refunded,
            refundedNowFils: part === 1_000_000 ? s.base - refunded : now,
          });
          refunded += part === 1_000_000 ? s.base - refunded : now;
          for (const l of lines) {
            expect(l.amountFils).toBeLessThanOrEqual(0);
            clawedBack.set(lineKey(l), (clawedBack.get(lineKey(l)) ?? 0) - l.amountFils);
          }
          for (const a of accrued) {
            const given = clawedBack.get(lineKey(a)) ?? 0;
            expect(given).toBeLessThanOrEqual(a.amountFils);
            // Each line gave back its share of the premium refunded so far, to the fils.
            expect(Math.abs(given * s.base - a.amountFils * refunded)).toBeLessThanOrEqual(s.base);
          }
        }
        if (s.all) for (const a of accrued) expect(clawedBack.get(lineKey(a)) ?? 0).toBe(a.amountFils);
      }),
      { seed: 20_261_203, numRuns: 500 },
    );
  });

  it("correct a reported sale to what its new premium earns at the same shares", () => {
    const shares = splitShares({
      seller: { id: 1, teamRole: "agent", teamId: 1 },
      managers: [2],
      split: split({ sellerBp: 8000, managerBp: 2000 }),
    });
    const accrued = accrualLines(commissionFils(240_000, 2500), shares);
    expect(accrued.map((l) => l.amountFils)).toEqual([48_000, 12_000]);
    const corrected = correctionLines(accrued, commissionFils(200_000, 2500));
    expect(corrected.map((l) => l.amountFils)).toEqual([-8_000, -2_000]);
    expect(correctionLines(accrued, 60_000).every((l) => l.amountFils === 0)).toBe(true);
  });
});
