import { compareIsoDates, daysBetween, formatDisplayDate, type IsoDate } from "../dates";
import { say } from "../i18n/say";

/*
 * Where an issued policy's cover stands on a day, as every screen and answer says it: days left only while it runs, and
 * a cancelled or ended policy said to be so, with no days left and no health cards offered.
 */

/** What the cover of a policy is judged by: its term, and whether (and from which day) it was cancelled. */
export type CoveredPolicy = { status: string; startDate: IsoDate; endDate: IsoDate; cancelledFrom: IsoDate | null };

/**
 * A cancelled policy is cancelled on every day, even while its cover runs on to the day before the cancellation takes
 * effect: nothing more is offered for it. A policy a product site reported cancelled may have no date.
 */
export type PolicyCover =
  | { state: "upcoming"; daysToStart: number }
  | { state: "in_force"; daysLeft: number }
  | { state: "cancelled"; from: IsoDate | null }
  | { state: "ended"; on: IsoDate };

export function policyCoverOn(policy: CoveredPolicy, today: IsoDate): PolicyCover {
  if (policy.status === "cancelled") return { state: "cancelled", from: policy.cancelledFrom };
  if (compareIsoDates(policy.endDate, today) < 0) return { state: "ended", on: policy.endDate };
  const daysToStart = daysBetween(today, policy.startDate);
  if (daysToStart > 0) return { state: "upcoming", daysToStart };
  return { state: "in_force", daysLeft: daysBetween(today, policy.endDate) };
}

/** "120 days left", "Ends today", "Starts in 5 days", "Cancelled from 01/12/2026", "Ended on 30/11/2027". */
export function policyCoverText(cover: PolicyCover): string {
  switch (cover.state) {
    case "upcoming":
      return cover.daysToStart === 1
        ? say(/*i18n*/ { id: "servicingPolicyCover.startsTomorrow", message: "Starts tomorrow" })
        : say(
            /*i18n*/ {
              id: "servicingPolicyCover.startsIn",
              message: "Starts in {days} days",
              values: { days: cover.daysToStart },
            },
          );
    case "in_force":
      if (cover.daysLeft === 0) return say(/*i18n*/ { id: "servicingPolicyCover.endsToday", message: "Ends today" });
      return cover.daysLeft === 1
        ? say(/*i18n*/ { id: "servicingPolicyCover.1DayLeft", message: "1 day left" })
        : say(
            /*i18n*/ {
              id: "servicingPolicyCover.daysLeft",
              message: "{days} days left",
              values: { days: cover.daysLeft },
            },
          );
    case "cancelled":
      return cover.from
        ? say(
            /*i18n*/ {
              id: "servicingPolicyCover.cancelledFrom",
              message: "Cancelled from {date}",
              values: { date: formatDisplayDate(cover.from) },
            },
          )
        : say(/*i18n*/ { id: "common.cancelled", message: "Cancelled" });
    case "ended":
      return say(
        /*i18n*/ {
          id: "servicingPolicyCover.endedOn",
          message: "Ended on {date}",
          values: { date: formatDisplayDate(cover.on) },
        },
      );
  }
}

/** Why no health card is issued: the web says it where the cards would be, the card addresses answer it (410). */
export const HEALTH_CARD_REFUSALS = {
  cancelledFrom: (date: IsoDate) =>
    say(
      /*i18n*/ {
        id: "servicingPolicyCover.cardsCancelledFrom",
        message: "This policy is cancelled from {date}, so its members' health cards are no longer issued.",
        values: { date: formatDisplayDate(date) },
      },
    ),
  cancelled: say(
    /*i18n*/ {
      id: "servicingPolicyCover.thisPolicyIsCancelledSoIts",
      message: "This policy is cancelled, so its members' health cards are no longer issued.",
    },
  ),
  ended: (date: IsoDate) =>
    say(
      /*i18n*/ {
        id: "servicingPolicyCover.cardsEnded",
        message: "This policy ended on {date}, so its members' health cards are no longer issued.",
        values: { date: formatDisplayDate(date) },
      },
    ),
  memberRemoved: (date: IsoDate) =>
    say(
      /*i18n*/ {
        id: "servicingPolicyCover.cardMemberRemoved",
        message: "This member is removed from the policy from {date}, so their health card is no longer issued.",
        values: { date: formatDisplayDate(date) },
      },
    ),
} as const;

/** Why a policy's members get no health cards on `today` (cancelled, or its term over), or null while they do. */
export function healthCardsRefusal(policy: CoveredPolicy, today: IsoDate): string | null {
  const cover = policyCoverOn(policy, today);
  if (cover.state === "cancelled")
    return cover.from ? HEALTH_CARD_REFUSALS.cancelledFrom(cover.from) : HEALTH_CARD_REFUSALS.cancelled;
  if (cover.state === "ended") return HEALTH_CARD_REFUSALS.ended(cover.on);
  return null;
}

/** Why one member gets no health card: the policy's reason, or their own removal from it. */
export function memberCardRefusal(
  policy: CoveredPolicy,
  member: { removedFrom: IsoDate | null },
  today: IsoDate,
): string | null {
  const refusal = healthCardsRefusal(policy, today);
  if (refusal) return refusal;
  return member.removedFrom ? HEALTH_CARD_REFUSALS.memberRemoved(member.removedFrom) : null;
}
