import { compareIsoDates, daysBetween, type IsoDate } from "../dates";
import { quoteTotals, type VatTreatment } from "../money";

/*
 * What a mid-term change costs or returns. A policy's premium is for its whole term, from its start date to its end
 * date, both days covered. A change takes effect on a day of the term: a member added is covered from that day, a
 * member deleted (or a policy cancelled) is not covered from that day. Either way the change is worth the days from
 * the effective date to the end of the term, both included, out of the term's days — 366 when the term holds a
 * 29 February.
 */

export type Term = { startDate: IsoDate; endDate: IsoDate };

/** The days a term covers, both ends included: 365, or 366 across a 29 February. */
export const termDays = (term: Term) => daysBetween(term.startDate, term.endDate) + 1;

/** The days from `effectiveDate` to the end of the term, both included; a date outside the term is refused. */
export function daysLeftFrom(term: Term, effectiveDate: IsoDate): number {
  if (compareIsoDates(effectiveDate, term.startDate) < 0 || compareIsoDates(effectiveDate, term.endDate) > 0)
    throw new RangeError(`${effectiveDate} is outside the term ${term.startDate} to ${term.endDate}`);
  return daysBetween(effectiveDate, term.endDate) + 1;
}

/**
 * A yearly premium's share for the days left, in fils, rounded half up to the fils. Each member's share is rounded on
 * its own, as each member is listed with their own amount, and VAT is computed once on their sum (`proRataTotals`).
 */
export function proRataFils(annualFils: number, term: Term, effectiveDate: IsoDate): number {
  if (!Number.isSafeInteger(annualFils) || annualFils < 0) throw new RangeError(`Not an amount in fils: ${annualFils}`);
  const days = termDays(term);
  // Integer arithmetic: an annual premium of at most 9 × 10¹² fils times 366 stays a safe integer.
  return Math.floor((annualFils * daysLeftFrom(term, effectiveDate) * 2 + days) / (2 * days));
}

/** What a change adds or returns: each member's share, their sum, the VAT on it and the total. */
export function proRataTotals(
  annualFilsByMember: readonly number[],
  term: Term,
  effectiveDate: IsoDate,
  vatTreatment: VatTreatment = "standard",
) {
  const members = annualFilsByMember.map((annual) => proRataFils(annual, term, effectiveDate));
  return {
    daysLeft: daysLeftFrom(term, effectiveDate),
    termDays: termDays(term),
    members,
    ...quoteTotals(members, vatTreatment),
  };
}

/**
 * The free-look period of a product: after receiving the policy, the customer may cancel it within `days` and get the
 * whole premium back less `feeFils` (UAE term-life plans must allow at least 30 days). Days count from the issue date,
 * that day included.
 */
export type FreeLook = { days: number; feeFils: number };

/** Whether a cancellation asked for on `askedOn` falls within the free-look period of a policy issued on `issuedOn`. */
export const withinFreeLook = (freeLook: FreeLook | null, issuedOn: IsoDate, askedOn: IsoDate) =>
  freeLook !== null && daysBetween(issuedOn, askedOn) >= 0 && daysBetween(issuedOn, askedOn) < freeLook.days;
