import { addDays, daysBetween } from "./dates";
import { say } from "./i18n/say";
import { RENEWAL_WINDOW_DAYS } from "./renewal-search-rule";

/** Where a policy stands for its renewal, as the customer's renewal screen says it. */
export const RENEWAL_STATES = ["due", "not_yet_due", "renewed", "expired", "cancelled"] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

/**
 * Why a cancelled policy's renewal is refused, at every step of it and to a partner inviting its customer to renew: an
 * expired policy is what renewal is for (within RENEWAL_GRACE_DAYS), a cancelled one never is.
 */
export const RENEWAL_CANCELLED_MESSAGE = say(
  /*i18n*/ {
    id: "renewalState.thisPolicyIsCancelledSoIt",
    message: "This policy is cancelled, so it cannot be renewed: new cover needs a new application.",
  },
);

/** A policy can still be renewed this long after it expired; later, a new application is needed. */
export const RENEWAL_GRACE_DAYS = 30;

/**
 * A renewal opens RENEWAL_WINDOW_DAYS before the policy ends and stays open RENEWAL_GRACE_DAYS after; a renewed
 * policy is never renewed twice, and a cancelled one never renewed. `today` and `endDate` are ISO dates in UAE time.
 */
export function renewalState(
  policy: { status: string; endDate: string },
  today: string,
): { state: RenewalState; opensOn: string } {
  const opensOn = addDays(policy.endDate, -RENEWAL_WINDOW_DAYS);
  if (policy.status === "renewed") return { state: "renewed", opensOn };
  if (policy.status === "cancelled") return { state: "cancelled", opensOn };
  if (today < opensOn) return { state: "not_yet_due", opensOn };
  if (daysBetween(policy.endDate, today) > RENEWAL_GRACE_DAYS) return { state: "expired", opensOn };
  return { state: "due", opensOn };
}

/** What a partner's policy list shows as a policy's state. */
export const POLICY_LIST_STATES = ["renewed", "cancelled", "expired", "due", "active"] as const;
export type PolicyListState = (typeof POLICY_LIST_STATES)[number];
/** How lists and exports name a policy's renewal state. */
export const POLICY_STATE_LABELS: Record<PolicyListState, string> = {
  renewed: say(/*i18n*/ { id: "renewalState.renewed", message: "Renewed" }),
  cancelled: say(/*i18n*/ { id: "common.cancelled", message: "Cancelled" }),
  expired: say(/*i18n*/ { id: "common.expired", message: "Expired" }),
  due: say(/*i18n*/ { id: "renewalState.dueForRenewal", message: "Due for renewal" }),
  active: say(/*i18n*/ { id: "renewalState.active", message: "Active" }),
};

/** Renewed; cancelled; expired once past its end; due from RENEWAL_WINDOW_DAYS before its end; active before that. */
export function policyListState(policy: { status: string; endDate: string }, today: string): PolicyListState {
  if (policy.status === "renewed") return "renewed";
  if (policy.status === "cancelled") return "cancelled";
  if (policy.endDate < today) return "expired";
  if (policy.endDate <= addDays(today, RENEWAL_WINDOW_DAYS)) return "due";
  return "active";
}
