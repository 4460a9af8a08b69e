import { say } from "../i18n/say";
import { CHANGE_BACKDATE_DAYS } from "./policy-change";

/** Said once, where two places of this module say the same words. */
const newBusinessSaid = say(/*i18n*/ { id: "servicingAdditionJourney.newBusiness", message: "New business" });

/*
 * A mid-term addition (a new dependent, a newborn, a new worker): a quotation of its own, in the journey "addition",
 * that carries the policy's sponsor, TPA and plan, whose members are entered and documented as in steps 2 and 3 of new
 * business, and whose premium is each member's yearly premium for the days from the effective date to the end of the
 * policy's term. Once paid, its members join the policy as its next version.
 */

export const ADDITION_JOURNEY = "addition";

/** How lists, detail pages and exports name each journey of a quotation or policy. */
const JOURNEY_NAMES: Record<string, string> = {
  new_business: newBusinessSaid,
  renewal: say(/*i18n*/ { id: "servicingAdditionJourney.renewal", message: "Renewal" }),
  [ADDITION_JOURNEY]: say(/*i18n*/ { id: "common.membersAdded", message: "Members added" }),
};
export const journeyName = (journey: string) => JOURNEY_NAMES[journey] ?? newBusinessSaid;

export const ADDITION_MESSAGES = {
  notForProduct: say(
    /*i18n*/ {
      id: "servicingAdditionJourney.membersOfThisPlanAreAdded",
      message: "Members of this plan are added on the product's own site, not in the portal.",
    },
  ),
  sponsorLocked: say(
    /*i18n*/ {
      id: "servicingAdditionJourney.theSponsorTpaAndPlanOf",
      message:
        "The sponsor, TPA and plan of an addition are the policy's own and cannot be changed. Go on to the members.",
    },
  ),
  /** Only the backdating limit can pass while an addition waits: the policy's term does not move. */
  redate: say(
    /*i18n*/ {
      id: "servicingAdditionJourney.redate",
      message:
        "The addition's first day of cover is now more than {days} days in the past. Open the policy and choose Add members again to give it a new date.",
      values: { days: CHANGE_BACKDATE_DAYS },
    },
  ),
  policyChanged: say(
    /*i18n*/ {
      id: "servicingAdditionJourney.thePolicyTheseMembersWereTo",
      message:
        "The policy these members were to join can no longer be changed (it was cancelled, renewed or has ended). Nothing was charged.",
    },
  ),
} as const;
