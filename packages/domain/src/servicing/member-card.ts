import { addDays, compareIsoDates, type IsoDate } from "../dates";
import { say } from "../i18n/say";
import type { Product } from "../products";

/*
 * A member's e-card: what it says (the member's number on the policy) and whether it is valid on a day. Its QR code
 * leads to a verification page that shows only that answer, the member's initials and the card's dates.
 */

/** The network a health product's members are treated in, printed beside the administrator on their card. */
export const CARD_NETWORK: Partial<Record<Product, string>> = {
  basic: say(
    /*i18n*/ { id: "servicingMemberCard.essentialBenefitsPlanNetwork", message: "Essential Benefits Plan network" },
  ),
  hplus: say(/*i18n*/ { id: "servicingMemberCard.hPlanNetwork", message: "H+ plan network" }),
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

/** Why a card is not valid on a day; `on` is the day the cause took effect (null: a cancellation of unknown date). */
export type CardInvalidReason =
  | { why: "cancelled"; on: IsoDate | null }
  | { why: "member_removed"; on: IsoDate }
  | { why: "ended"; on: IsoDate }
  | { why: "not_started"; on: IsoDate };

/**
 * A member's card on a day: the cover it holds (null when it never held any, e.g. a policy cancelled from its first day
 * or a member removed before theirs began), and whether it is valid that day, or why not.
 */
export type CardStanding =
  | { valid: true; cover: { from: IsoDate; until: IsoDate } }
  | { valid: false; cover: { from: IsoDate; until: IsoDate } | null; reason: CardInvalidReason };

/** What ends a card's cover: the first day without it, and the reason the card gives from then on. */
type CardStop = { firstDayWithout: IsoDate; reason: Exclude<CardInvalidReason, { why: "not_started" }> };
/** On a tie the policy's cancellation names the cause, then the member's removal. */
const STOP_ORDER = { cancelled: 0, member_removed: 1, ended: 2 } as const;

/**
 * The days a member's card covers: the policy's term, from the day a member added mid-term joined, cut short the day
 * before the member was removed or the policy cancelled, whichever comes first. Valid on `today` only within those
 * days (a renewed policy's card stays valid to its own end); a cover whose end would fall before its start is none.
 */
export function cardStanding(
  policy: { status?: string; startDate: IsoDate; endDate: IsoDate; cancelledFrom: IsoDate | null },
  member: { addedFrom?: IsoDate | null; removedFrom: IsoDate | null },
  today: IsoDate,
): CardStanding {
  const from = member.addedFrom ?? policy.startDate;
  const stops: CardStop[] = [
    { firstDayWithout: addDays(policy.endDate, 1), reason: { why: "ended", on: policy.endDate } },
  ];
  if (member.removedFrom)
    stops.push({ firstDayWithout: member.removedFrom, reason: { why: "member_removed", on: member.removedFrom } });
  // A policy a product site reported cancelled may have no date: then no cover can be vouched for.
  if (policy.cancelledFrom || policy.status === "cancelled")
    stops.push({
      firstDayWithout: policy.cancelledFrom ?? from,
      reason: { why: "cancelled", on: policy.cancelledFrom },
    });
  const [stop] = stops.sort(
    (a, b) =>
      compareIsoDates(a.firstDayWithout, b.firstDayWithout) || STOP_ORDER[a.reason.why] - STOP_ORDER[b.reason.why],
  );
  const until = addDays(stop!.firstDayWithout, -1);
  const cover = compareIsoDates(from, until) <= 0 ? { from, until } : null;
  if (!cover || compareIsoDates(today, until) > 0) return { valid: false, cover, reason: stop!.reason };
  if (compareIsoDates(today, from) < 0) return { valid: false, cover, reason: { why: "not_started", on: from } };
  return { valid: true, cover };
}
