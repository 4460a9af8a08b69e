import { addDays, compareIsoDates, type IsoDate } from "../dates";
import { say } from "../i18n/say";
import { MEMBER_TYPE } from "../member-kinds";
import type { Product } from "../products";
import type { FreeLook, Term } from "./pro-rata";

/*
 * The rules of a change to an issued policy (an endorsement): which policies can change, from which day, and which
 * members a deletion may take. The server enforces them; the policy's detail page offers only what they allow.
 */

/**
 * A change may take effect up to this many days in the past: a worker's departure or a cancelled visa is often
 * reported late, but the insurer refunds no more than a month of cover nobody asked for in time.
 */
export const CHANGE_BACKDATE_DAYS = 30;

/**
 * The free-look period of each product: life and accident plans may be returned within it for the whole premium less
 * a fixed fee (UAE term-life plans must allow at least 30 days). Health cover is compulsory in Dubai and has none.
 */
export const FREE_LOOK: Record<Product, FreeLook | null> = {
  basic: null,
  hplus: null,
  pa: { days: 15, feeFils: 5_000 },
  term: { days: 30, feeFils: 10_000 },
};

/** What a new version of a policy records: members added or removed, or the whole policy cancelled. */
export const POLICY_CHANGE_KINDS = ["addition", "deletion", "cancellation"] as const;
export type PolicyChangeKind = (typeof POLICY_CHANGE_KINDS)[number];

export const POLICY_CHANGE_KIND_LABELS: Record<PolicyChangeKind, string> = {
  addition: say(/*i18n*/ { id: "common.membersAdded", message: "Members added" }),
  deletion: say(/*i18n*/ { id: "common.membersRemoved", message: "Members removed" }),
  cancellation: say(/*i18n*/ { id: "common.policyCancelled", message: "Policy cancelled" }),
};

export const POLICY_CHANGE_MESSAGES = {
  notChangeable: say(
    /*i18n*/ {
      id: "servicingPolicyChange.thisPolicyCanNoLongerBe",
      message: "This policy can no longer be changed: only an active policy that has not ended can.",
    },
  ),
  effectiveBeforeStart: say(
    /*i18n*/ {
      id: "servicingPolicyChange.theChangeCannotTakeEffectBefore",
      message: "The change cannot take effect before the policy starts.",
    },
  ),
  effectiveAfterEnd: say(
    /*i18n*/ {
      id: "servicingPolicyChange.theChangeCannotTakeEffectAfter",
      message: "The change cannot take effect after the policy ends.",
    },
  ),
  effectiveTooEarly: say(
    /*i18n*/ {
      id: "servicingPolicyChange.effectiveTooEarly",
      message: "The change cannot take effect more than {days} days in the past.",
      values: { days: CHANGE_BACKDATE_DAYS },
    },
  ),
  effectiveInvalid: say(
    /*i18n*/ {
      id: "servicingPolicyChange.enterTheDateTheChangeTakes",
      message: "Enter the date the change takes effect.",
    },
  ),
  chooseMembers: say(
    /*i18n*/ { id: "servicingPolicyChange.chooseTheMembersToRemove", message: "Choose the members to remove." },
  ),
  unknownMember: say(
    /*i18n*/ {
      id: "servicingPolicyChange.oneOfTheChosenMembersIs",
      message: "One of the chosen members is not on this policy (or was already removed). Reload the page.",
    },
  ),
  lastMember: say(
    /*i18n*/ {
      id: "servicingPolicyChange.aPolicyKeepsAtLeastOne",
      message: "A policy keeps at least one member: to remove every member, cancel the policy.",
    },
  ),
  lastEmployee: say(
    /*i18n*/ {
      id: "servicingPolicyChange.aCompanysPolicyKeepsAtLeast",
      message:
        "A company's policy keeps at least one of its employees: to remove the last one, cancel the policy instead.",
    },
  ),
  reasonRequired: say(
    /*i18n*/ { id: "servicingPolicyChange.enterTheReasonForTheChange", message: "Enter the reason for the change." },
  ),
  proofRequired: say(
    /*i18n*/ {
      id: "servicingPolicyChange.attachTheProofOfTheChange",
      message: "Attach the proof of the change (a cancellation letter or the visa cancellation).",
    },
  ),
  refundNotFound: say(
    /*i18n*/ { id: "servicingPolicyChange.noRefundOfYoursHasThis", message: "No refund of yours has this number." },
  ),
  refundNotDue: say(
    /*i18n*/ {
      id: "servicingPolicyChange.thisRefundHasAlreadyBeenSent",
      message: "This refund has already been sent to the payment gateway.",
    },
  ),
  refundOffPortal: say(
    /*i18n*/ {
      id: "servicingPolicyChange.thisPolicyWasPaidOnThe",
      message:
        "This policy was paid on the product's own site, so its refund is paid there; the portal cannot send it.",
    },
  ),
  refundGatewayFailed: say(
    /*i18n*/ {
      id: "servicingPolicyChange.thePaymentGatewayDidNotTake",
      message:
        "The payment gateway did not take the refund. Nothing was refunded; try again, or contact the insurer's finance team.",
    },
  ),
} as const;

/** Whether a policy can still be changed on `today`: active (not cancelled or renewed away) and not yet ended. */
export const isChangeable = (policy: { status: string; endDate: IsoDate }, today: IsoDate) =>
  policy.status === "active" && compareIsoDates(policy.endDate, today) >= 0;

/** The earliest day a change asked for on `today` may take effect: the term's start, or the backdating limit. */
export function earliestEffectiveDate(term: Term, today: IsoDate): IsoDate {
  const limit = addDays(today, -CHANGE_BACKDATE_DAYS);
  return compareIsoDates(term.startDate, limit) > 0 ? term.startDate : limit;
}

/** The problem with an effective date for a change asked for on `today`, or null when it may take effect then. */
export function effectiveDateProblem(term: Term, effectiveDate: IsoDate, today: IsoDate): string | null {
  if (compareIsoDates(effectiveDate, term.startDate) < 0) return POLICY_CHANGE_MESSAGES.effectiveBeforeStart;
  if (compareIsoDates(effectiveDate, term.endDate) > 0) return POLICY_CHANGE_MESSAGES.effectiveAfterEnd;
  if (compareIsoDates(effectiveDate, addDays(today, -CHANGE_BACKDATE_DAYS)) < 0)
    return POLICY_CHANGE_MESSAGES.effectiveTooEarly;
  return null;
}

/**
 * Whether removing `removedIds` leaves a policy its members: never none (that is a cancellation), and a company's
 * policy never without an employee (its partners and investors are covered as the company's, through its staff).
 */
export function deletionProblem(
  members: readonly { id: number; memberType: number }[],
  removedIds: readonly number[],
  isCompany: boolean,
): string | null {
  const removed = new Set(removedIds);
  if (removed.size === 0) return POLICY_CHANGE_MESSAGES.chooseMembers;
  if ([...removed].some((id) => !members.some((m) => m.id === id))) return POLICY_CHANGE_MESSAGES.unknownMember;
  const staying = members.filter((m) => !removed.has(m.id));
  if (staying.length === 0) return POLICY_CHANGE_MESSAGES.lastMember;
  const employees = (list: typeof members) => list.filter((m) => m.memberType === MEMBER_TYPE.EMPLOYEE).length;
  if (isCompany && employees(members) > 0 && employees(staying) === 0) return POLICY_CHANGE_MESSAGES.lastEmployee;
  return null;
}
