import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addYears, compareIsoDates, daysBetween } from "../dates";
import { quoteTotals } from "../money";
import {
  afterRefund,
  allocateFils,
  EMPTY_SHARE_BALANCE,
  freeLookRefunds,
  leavingRefund,
  ledgerHolds,
  ledgerTotals,
  refundVatFils,
  type ShareBalance,
} from "./ledger";
import { proRataFils, proRataTotals, type Term, termDays } from "./pro-rata";

/** Deterministic by default; LEDGER_SEED=<n> tries another seed, LEDGER_RUNS=<n> more runs. */
const seed = Number(process.env.LEDGER_SEED ?? 20_261_201);
const numRuns = Number(process.env.LEDGER_RUNS ?? 300);

const YEAR: Term = { startDate: "2026-12-01", endDate: "2027-11-30" };
const paid = (premium: number, vat: number): ShareBalance => ({
  ...EMPTY_SHARE_BALANCE,
  paidPremiumFils: premium,
  paidVatFils: vat,
});

describe("a policy's ledger", () => {
  it("spreads a sale's VAT over its members to the fils, the largest remainders first", () => {
    // 30 fils of premium carry 2 fils of VAT (1.5 rounded half up): two of three equal members hold one each.
    expect(allocateFils(2, [10, 10, 10])).toEqual([1, 1, 0]);
    expect(allocateFils(4_200, [84_000])).toEqual([4_200]);
    expect(allocateFils(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(allocateFils(5, [0, 0])).toEqual([3, 2]);
    expect(allocateFils(0, [])).toEqual([]);
  });

  it("returns the VAT paid in proportion to the premium returned, so refunds never return more VAT than was paid", () => {
    // Premium 30, VAT 2: three refunds of 10 return 1 + 0 + 1 (cumulative 10, 20, 30 of 30), never 1 + 1 + 1.
    let balance = paid(30, 2);
    const vats = [10, 10, 10].map((premium) => {
      const vatFils = refundVatFils(balance, premium);
      balance = afterRefund(balance, { premiumFils: premium, vatFils });
      return vatFils;
    });
    expect(vats).toEqual([1, 0, 1]);
    expect(balance.refundedVatFils).toBe(2);
    expect(refundVatFils(paid(0, 0), 10)).toBe(0);
  });

  it("refunds a member added on the last day and removed today no more than the one day their addition paid", () => {
    // The case: an 84,000-fils member added for the term's last day paid 230 fils and 12 of VAT.
    const { members, vat } = proRataTotals([84_000], YEAR, YEAR.endDate);
    expect(members).toEqual([230]);
    const refund = leavingRefund({
      annualFils: 84_000,
      term: YEAR,
      addedFrom: YEAR.endDate,
      effectiveDate: "2026-12-10",
      balance: paid(230, vat),
    });
    expect(refund).toEqual({ from: YEAR.endDate, premiumFils: 230, vatFils: vat });
  });

  it("refunds a member from the later of the date asked and their own first day, never more than they hold", () => {
    const member = { annualFils: 73_000, term: YEAR, addedFrom: null, balance: paid(73_000, 3_650) };
    // 200 fils a day: from 1 June 2027, 183 days are left.
    expect(leavingRefund({ ...member, effectiveDate: "2027-06-01" })).toEqual({
      from: "2027-06-01",
      premiumFils: 36_600,
      vatFils: 1_830,
    });
    const halfBack = afterRefund(member.balance, { premiumFils: 70_000, vatFils: 3_500 });
    expect(leavingRefund({ ...member, effectiveDate: YEAR.startDate, balance: halfBack })).toMatchObject({
      premiumFils: 3_000,
      vatFils: 150,
    });
  });

  it("returns within free look what each member paid, not their yearly premium, less the fee from the first", () => {
    const sold = paid(50_000, 2_500);
    const addedMidTerm = paid(12_000, 600);
    const { shares, feeFils } = freeLookRefunds([sold, addedMidTerm], 5_000);
    expect(feeFils).toBe(5_000);
    expect(shares).toEqual([
      { premiumFils: 45_000, vatFils: 2_250 },
      { premiumFils: 12_000, vatFils: 600 },
    ]);
    // A fee larger than the first share's premium takes the rest from the next.
    expect(freeLookRefunds([paid(3_000, 150), paid(4_000, 200)], 5_000).shares.map((s) => s.premiumFils)).toEqual([
      0, 2_000,
    ]);
  });

  it("adds up a policy and says whether it holds", () => {
    const a = afterRefund(paid(1_000, 50), { premiumFils: 400, vatFils: 20 });
    expect(ledgerTotals([a, paid(500, 25)])).toEqual({
      paidPremiumFils: 1_500,
      paidVatFils: 75,
      refundedPremiumFils: 400,
      refundedVatFils: 20,
      paidFils: 1_575,
      refundedFils: 420,
      balanceFils: 1_155,
    });
    expect(ledgerHolds([a])).toBe(true);
    expect(ledgerHolds([afterRefund(a, { premiumFils: 601, vatFils: 0 })])).toBe(false);
    expect(ledgerHolds([afterRefund(a, { premiumFils: 0, vatFils: 31 })])).toBe(false);
  });
});

/** Any term of a year from 2020 to 2039: a fair share of them hold a 29 February. */
const termArb = fc.integer({ min: 0, max: 20 * 365 }).map((n): Term => {
  const startDate = addDays("2020-01-01", n);
  return { startDate, endDate: addDays(addYears(startDate, 1), -1) };
});
const premiumArb = fc.integer({ min: 0, max: 5_000_000 });

type Step =
  | { kind: "add"; day: number; premiums: number[] }
  | { kind: "remove"; day: number; pick: number }
  | { kind: "cancel"; day: number; freeLook: boolean; fee: number };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("add" as const),
    day: fc.nat(400),
    premiums: fc.array(premiumArb, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant("remove" as const), day: fc.nat(400), pick: fc.nat() }),
  fc.record({ kind: fc.constant("cancel" as const), day: fc.nat(400), freeLook: fc.boolean(), fee: fc.nat(20_000) }),
);

type Share = { annual: number; addedFrom: string | null; left: boolean; balance: ShareBalance; vatExempt: boolean };

describe("a policy's ledger, over any term and any sequence of changes", () => {
  it("never returns more than a member paid, nor a policy more than it took, to the fils", () => {
    fc.assert(
      fc.property(
        termArb,
        fc.array(premiumArb, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.array(stepArb, { maxLength: 8 }),
        (term, soldPremiums, exempt, steps) => {
          const vatTreatment = exempt ? "exempt" : "standard";
          const sale = quoteTotals(soldPremiums, vatTreatment);
          const vats = allocateFils(sale.vat, soldPremiums);
          const shares: Share[] = soldPremiums.map((annual, i) => ({
            annual,
            addedFrom: null,
            left: false,
            vatExempt: exempt,
            balance: paid(annual, vats[i]!),
          }));
          let taken = sale.total;
          let returned = 0;
          const day = (n: number) => addDays(term.startDate, n % termDays(term));
          for (const step of steps) {
            const current = shares.filter((s) => !s.left);
            if (current.length === 0) break;
            if (step.kind === "add") {
              const from = day(step.day);
              const added = proRataTotals(step.premiums, term, from, vatTreatment);
              const addedVats = allocateFils(added.vat, added.members);
              for (const [i, annual] of step.premiums.entries()) {
                shares.push({
                  annual,
                  addedFrom: from,
                  left: false,
                  vatExempt: exempt,
                  balance: paid(added.members[i]!, addedVats[i]!),
                });
              }
              taken += added.total;
              // What an addition pays is each member's share of their own days: a removal from their first day returns it all.
              step.premiums.forEach((annual, i) => {
                expect(proRataFils(annual, term, from)).toBe(added.members[i]);
              });
              continue;
            }
            const leaving = step.kind === "remove" ? [current[step.pick % current.length]!] : current;
            const refunds =
              step.kind === "cancel" && step.freeLook
                ? freeLookRefunds(
                    leaving.map((s) => s.balance),
                    step.fee,
                  ).shares
                : leaving.map((s) =>
                    leavingRefund({
                      annualFils: s.annual,
                      term,
                      addedFrom: s.addedFrom,
                      effectiveDate: day(step.day),
                      balance: s.balance,
                    }),
                  );
            leaving.forEach((s, i) => {
              const r = refunds[i]!;
              expect(r.premiumFils).toBeGreaterThanOrEqual(0);
              expect(r.vatFils).toBeGreaterThanOrEqual(0);
              if (!(step.kind === "cancel" && step.freeLook)) {
                // Never more than the days from the later of the date and their own first day.
                const from =
                  compareIsoDates(day(step.day), s.addedFrom ?? term.startDate) >= 0 ? day(step.day) : s.addedFrom!;
                expect(r.premiumFils).toBeLessThanOrEqual(proRataFils(s.annual, term, from));
                expect(daysBetween(from, term.endDate)).toBeGreaterThanOrEqual(0);
              }
              if (s.vatExempt) expect(r.vatFils).toBe(0);
              s.balance = afterRefund(s.balance, r);
              s.left = true;
              returned += r.premiumFils + r.vatFils;
            });
            expect(ledgerHolds(shares.map((s) => s.balance))).toBe(true);
            const totals = ledgerTotals(shares.map((s) => s.balance));
            expect(totals.paidFils).toBe(taken);
            expect(totals.refundedFils).toBe(returned);
            expect(totals.refundedFils).toBeLessThanOrEqual(totals.paidFils);
            if (step.kind === "cancel") break;
          }
        },
      ),
      { seed, numRuns },
    );
  });

  it("returns, over any split of a member's premium into refunds, at most the VAT paid and all of it at the end", () => {
    fc.assert(
      fc.property(
        premiumArb.filter((p) => p > 0),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 }),
        (premium, weights) => {
          const vat = quoteTotals([premium]).vat;
          const parts = allocateFils(premium, weights);
          let balance = paid(premium, vat);
          for (const part of parts) {
            const vatFils = refundVatFils(balance, part);
            balance = afterRefund(balance, { premiumFils: part, vatFils });
            expect(ledgerHolds([balance])).toBe(true);
          }
          expect(balance.refundedVatFils).toBe(vat);
        },
      ),
      { seed, numRuns },
    );
  });

  it("spreads any amount over any weights exactly, each part within a fils of its proportion", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.nat(5_000_000), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocateFils(total, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          const sum = weights.reduce((s, w) => s + w, 0);
          parts.forEach((p, i) => {
            const exact = sum > 0 ? (total * weights[i]!) / sum : total / weights.length;
            expect(Math.abs(p - exact)).toBeLessThan(1);
          });
        },
      ),
      { seed, numRuns },
    );
  });
});
