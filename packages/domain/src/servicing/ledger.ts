import { compareIsoDates, type IsoDate } from "../dates";
import { say } from "../i18n/say";
import { proRataFils, type Term } from "./pro-rata";

/*
 * A policy's ledger: every fils paid for it (the sale, each addition) and every fils owed back (each refund, due, sent
 * or refunded) belongs to one share of the policy — a member, or the sponsor of a policy reported by a product's site,
 * which lists no members — and to the version that moved it. What a change may return is bounded by what that share
 * paid and has not had back, so the whole policy never returns more than it took.
 */

/** A ledger entry is money paid for a share (the sale, an addition) or owed back to it (a refund, in any state). */
export const LEDGER_ENTRY_KINDS = ["payment", "refund"] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** What one share of a policy has paid and had refunded, premium and VAT apart, in fils. */
export type ShareBalance = {
  paidPremiumFils: number;
  paidVatFils: number;
  refundedPremiumFils: number;
  refundedVatFils: number;
};

export const EMPTY_SHARE_BALANCE: ShareBalance = {
  paidPremiumFils: 0,
  paidVatFils: 0,
  refundedPremiumFils: 0,
  refundedVatFils: 0,
};

/** Why a change that would break the ledger is refused; nothing is written. */
export const LEDGER_MESSAGES = {
  overRefund: say(
    /*i18n*/ {
      id: "servicingLedger.thisChangeWouldReturnMoreThan",
      message:
        "This change would return more than was paid for the cover, so nothing was changed. Contact the insurer's finance team.",
    },
  ),
} as const;

/**
 * Splits `totalFils` across shares in proportion to `weights`, to the fils, summing exactly to the total: each share
 * gets the whole fils of its part, and the fils left go one each to the largest remainders (the earlier share first
 * on a tie). A sale's VAT, computed once on its sum, is spread over its members this way.
 */
export function allocateFils(totalFils: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalFils) || totalFils < 0) throw new RangeError(`Not an amount in fils: ${totalFils}`);
  if (weights.length === 0) {
    if (totalFils !== 0) throw new RangeError("Nothing to allocate the amount to");
    return [];
  }
  const sum = weights.reduce((s, w) => s + w, 0);
  // Shares that cost nothing share the amount equally.
  const used = sum > 0 ? weights : weights.map(() => 1);
  const whole = BigInt(sum > 0 ? sum : weights.length);
  const total = BigInt(totalFils);
  const parts = used.map((w, index) => {
    const exact = total * BigInt(w);
    return { index, fils: Number(exact / whole), remainder: exact % whole };
  });
  let left = totalFils - parts.reduce((s, p) => s + p.fils, 0);
  for (const p of [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )) {
    if (left === 0) break;
    p.fils++;
    left--;
  }
  return parts.map((p) => p.fils);
}

/** The later of two days. */
const later = (a: IsoDate, b: IsoDate) => (compareIsoDates(a, b) >= 0 ? a : b);

/** The first day of a share's own cover: the day its member was added, or the policy's start. */
export const coverStart = (term: Term, addedFrom: IsoDate | null) =>
  addedFrom === null ? term.startDate : later(addedFrom, term.startDate);

/** The premium a share paid and has not had back. */
export const refundablePremium = (b: ShareBalance) => Math.max(0, b.paidPremiumFils - b.refundedPremiumFils);

/**
 * The VAT that goes back with `premiumFils` more of a share's premium: the share's paid VAT in proportion to the
 * premium refunded so far, this refund included (rounded half up), less the VAT already refunded. Counted on the
 * cumulative premium, never refund by refund, so rounding never adds up: three refunds of 10 fils of a 30-fils premium
 * return exactly the 2 fils of VAT paid on it, and a share refunded all its premium gets all its VAT back.
 */
export function refundVatFils(balance: ShareBalance, premiumFils: number): number {
  const { paidPremiumFils: paid, paidVatFils: paidVat, refundedVatFils: refundedVat } = balance;
  if (paid <= 0 || paidVat <= 0) return 0;
  const after = Math.min(paid, balance.refundedPremiumFils + premiumFils);
  const due =
    after === paid ? paidVat : Number((BigInt(paidVat) * BigInt(after) * 2n + BigInt(paid)) / (2n * BigInt(paid)));
  return Math.min(Math.max(0, due - refundedVat), Math.max(0, paidVat - refundedVat));
}

export type ShareRefund = { premiumFils: number; vatFils: number };

/**
 * What a share leaving the policy from `effectiveDate` gets back (a member removed, or any share of a policy cancelled
 * after free look): its yearly premium's share of the days from the later of that date and the first day of its own
 * cover to the end of the term, never more than the premium it paid and has not had back, and the VAT that goes with
 * it. A member added after the date and removed before their cover began gets back what their addition paid.
 */
export function leavingRefund(input: {
  annualFils: number;
  term: Term;
  addedFrom: IsoDate | null;
  effectiveDate: IsoDate;
  balance: ShareBalance;
}): ShareRefund & { from: IsoDate } {
  const from = later(input.effectiveDate, coverStart(input.term, input.addedFrom));
  const premiumFils = Math.min(proRataFils(input.annualFils, input.term, from), refundablePremium(input.balance));
  return { from, premiumFils, vatFils: refundVatFils(input.balance, premiumFils) };
}

/**
 * What each share gets back when the policy is returned within free look: all the premium it paid and has not had
 * back (a member added mid-term paid only their share of the term), less the product's fee, taken from the first
 * shares; the VAT goes with the premium. Also says how much of the fee was taken.
 */
export function freeLookRefunds(balances: readonly ShareBalance[], feeFils: number) {
  let fee = feeFils;
  const shares = balances.map((balance) => {
    const held = refundablePremium(balance);
    const taken = Math.min(held, fee);
    fee -= taken;
    const premiumFils = held - taken;
    return { premiumFils, vatFils: refundVatFils(balance, premiumFils) };
  });
  return { shares, feeFils: feeFils - fee };
}

export type LeavingShare = { annualFils: number; addedFrom: IsoDate | null; balance: ShareBalance };

/**
 * What the shares leaving a policy get back, each and together: a removal, or a cancellation after free look, from
 * the date asked (`leavingRefund`); a cancellation within free look (`freeLookFeeFils` given), all they paid less the
 * fee. The policy's totals are the sums of the shares', VAT included, so what a change returns is what its shares'
 * ledger entries say.
 */
export function leavingRefunds(
  shares: readonly LeavingShare[],
  input: { term: Term; effectiveDate: IsoDate; freeLookFeeFils: number | null },
) {
  const { shares: refunds, feeFils } =
    input.freeLookFeeFils === null
      ? {
          shares: shares.map((s) => leavingRefund({ ...s, term: input.term, effectiveDate: input.effectiveDate })),
          feeFils: 0,
        }
      : freeLookRefunds(
          shares.map((s) => s.balance),
          input.freeLookFeeFils,
        );
  const premiumFils = refunds.reduce((sum, r) => sum + r.premiumFils, 0);
  const vatFils = refunds.reduce((sum, r) => sum + r.vatFils, 0);
  return { shares: refunds, feeFils, premiumFils, vatFils, totalFils: premiumFils + vatFils };
}

/** A share's balance after a refund. */
export const afterRefund = (b: ShareBalance, r: ShareRefund): ShareBalance => ({
  ...b,
  refundedPremiumFils: b.refundedPremiumFils + r.premiumFils,
  refundedVatFils: b.refundedVatFils + r.vatFils,
});

/** What a share or a whole policy paid, had refunded (due, sent or refunded) and still holds, in fils. */
export function ledgerTotals(balances: readonly ShareBalance[]) {
  const sum = (pick: (b: ShareBalance) => number) => balances.reduce((s, b) => s + pick(b), 0);
  const paidPremiumFils = sum((b) => b.paidPremiumFils);
  const paidVatFils = sum((b) => b.paidVatFils);
  const refundedPremiumFils = sum((b) => b.refundedPremiumFils);
  const refundedVatFils = sum((b) => b.refundedVatFils);
  const paidFils = paidPremiumFils + paidVatFils;
  const refundedFils = refundedPremiumFils + refundedVatFils;
  return {
    paidPremiumFils,
    paidVatFils,
    refundedPremiumFils,
    refundedVatFils,
    paidFils,
    refundedFils,
    balanceFils: paidFils - refundedFils,
  };
}

/** Whether every share, and so the policy, has had back no more premium and no more VAT than it paid. */
export const ledgerHolds = (balances: readonly ShareBalance[]) =>
  balances.every(
    (b) =>
      b.refundedPremiumFils >= 0 &&
      b.refundedVatFils >= 0 &&
      b.refundedPremiumFils <= b.paidPremiumFils &&
      b.refundedVatFils <= b.paidVatFils,
  );
