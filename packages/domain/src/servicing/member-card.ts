import { addDays, compareIsoDates, type IsoDate } from "../dates";
import type { Product } from "../products";

/*
 * A member's e-card: what it says (the member's number on the policy) and whether it is valid on a day. Its QR code
 * leads to a verification page that shows only that answer, the member's initials and the card's dates.
 */

/** The network a health product's members are treated in, printed beside the administrator on their card. */
export const CARD_NETWORK: Partial<Record<Product, string>> = {
  basic: "Essential Benefits Plan network",
  hplus: "H+ plan network",
};

/** The member's number on the card: the policy's number and the member's place on it, 01 for the first. */
export const memberNumber = (policyNo: string, position: number) => `${policyNo}/${String(position).padStart(2, "0")}`;

/** "Maria Santos" → "M. S.": enough for a clinic to match the card to the person before it, nothing more. */
export const initialsOf = (firstName: string, familyName: string) =>
  [firstName, familyName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(" ");

/**
 * Whether a policy member is on a version of the policy: added by it or before (or issued with it), and not removed by
 * it or before. Schedules and cards of a version list exactly these.
 */
export const onPolicyVersion = (
  member: { addedInVersion: number | null; removedInVersion: number | null },
  version: number,
) =>
  (member.addedInVersion === null || member.addedInVersion <= version) &&
  (member.removedInVersion === null || member.removedInVersion > version);

const earlier = (a: IsoDate, b: IsoDate) => (compareIsoDates(a, b) <= 0 ? a : b);

/**
 * The days a member's card covers: the policy's term, from the day a member added mid-term joined, cut short the day
 * before the member was removed or the policy cancelled. Valid on `today` only within those days (a renewed policy's
 * card stays valid to its own end).
 */
export function cardValidity(
  policy: { startDate: IsoDate; endDate: IsoDate; cancelledFrom: IsoDate | null },
  member: { addedFrom?: IsoDate | null; removedFrom: IsoDate | null },
  today: IsoDate,
) {
  let validUntil = policy.endDate;
  if (policy.cancelledFrom) validUntil = earlier(validUntil, addDays(policy.cancelledFrom, -1));
  if (member.removedFrom) validUntil = earlier(validUntil, addDays(member.removedFrom, -1));
  const validFrom = member.addedFrom ?? policy.startDate;
  const validToday = compareIsoDates(validFrom, today) <= 0 && compareIsoDates(today, validUntil) <= 0;
  return { validFrom, validUntil, validToday };
}
