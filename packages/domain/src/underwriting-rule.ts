import { say } from "./i18n/say";

/*
 * What the pages show of H+ underwriting, free of zod so that a page paints without it: the loading's limit, the
 * messages, the decisions' names, and whether an acceptance carries terms. The rules and schemas are in underwriting.ts.
 */

/** The highest loading an underwriter may put on a member's premium, in percent. */
export const MAX_LOADING_PERCENT = 300;

/** A member's premium with the underwriter's loading, in fils, rounded half up. */
export function loadedPremium(baseFils: number, loadingPercent: number): number {
  return baseFils + Math.floor((baseFils * loadingPercent + 50) / 100);
}

export const UNDERWRITING_MESSAGES = {
  loading: say(
    /*i18n*/ {
      id: "underwriting.loadingRange",
      message: "Enter a loading in whole percent, from 0 to {max}.",
      values: { max: MAX_LOADING_PERCENT },
    },
  ),
  exclusion: say(
    /*i18n*/ {
      id: "underwriting.describeTheExclusionInAtMost",
      message: "Describe the exclusion in at most 500 characters.",
    },
  ),
  askInfoNote: say(
    /*i18n*/ { id: "underwriting.writeWhatYouNeedFromThe", message: "Write what you need from the partner." },
  ),
  declineNote: say(
    /*i18n*/ { id: "underwriting.writeTheReasonForDeclining", message: "Write the reason for declining." },
  ),
  unknownMember: say(
    /*i18n*/ {
      id: "underwriting.thisMemberIsNotOnThe",
      message: "This member is not on the application any more. Reload the application.",
    },
  ),
  notWaiting: say(
    /*i18n*/ {
      id: "underwriting.thisApplicationIsNotWaitingFor",
      message:
        "This application is not waiting for an underwriting decision any more: it was changed or decided meanwhile. Reload the queue.",
    },
  ),
  notFound: say(
    /*i18n*/ {
      id: "underwriting.noReferredApplicationWithThisNumber",
      message: "No referred application with this number. Reload the queue.",
    },
  ),
  partnersOnly: say(
    /*i18n*/ {
      id: "underwriting.underwritersWorkFromTheApprovalQueue",
      message: "Underwriters work from the Approval queue; this is for partners.",
    },
  ),
  underwritersOnly: say(
    /*i18n*/ {
      id: "underwriting.thisIsForTheInsurersUnderwriters",
      message: "This is for the insurer's underwriters.",
    },
  ),
  awaitingDecision: say(
    /*i18n*/ {
      id: "underwriting.thisApplicationIsWaitingForThe",
      message:
        "This application is waiting for the underwriter's decision. It can be paid once it is accepted; the Approval page shows its progress.",
    },
  ),
  termsToAccept: say(
    /*i18n*/ {
      id: "underwriting.theUnderwriterAcceptedThisApplicationWith",
      message:
        "The underwriter accepted this application with terms. Review and accept them on the underwriting review before paying.",
    },
  ),
  declined: say(
    /*i18n*/ {
      id: "underwriting.theUnderwriterDeclinedThisApplicationIt",
      message: "The underwriter declined this application; it cannot be paid or changed.",
    },
  ),
  noTermsToAccept: say(
    /*i18n*/ {
      id: "underwriting.thereAreNoTermsWaitingFor",
      message: "There are no terms waiting for acceptance on this application. Reload the page.",
    },
  ),
} as const;

/** Why an H+ application cannot be paid yet (or at all) because of its underwriting; nothing when that is not why. */
export function underwritingHold(status: string): string | undefined {
  if (status === "referred" || status === "info_requested") return UNDERWRITING_MESSAGES.awaitingDecision;
  if (status === "terms_offered") return UNDERWRITING_MESSAGES.termsToAccept;
  if (status === "declined") return UNDERWRITING_MESSAGES.declined;
  return undefined;
}

export const UNDERWRITING_DECISION_KINDS = ["accept", "ask_info", "decline"] as const;
export type UnderwritingDecisionKind = (typeof UNDERWRITING_DECISION_KINDS)[number];
export const UNDERWRITING_DECISION_LABELS: Record<UnderwritingDecisionKind, string> = {
  accept: say(/*i18n*/ { id: "underwriting.accepted", message: "Accepted" }),
  ask_info: say(/*i18n*/ { id: "common.moreInformationAsked", message: "More information asked" }),
  decline: say(/*i18n*/ { id: "common.declined", message: "Declined" }),
};

/** The terms of an acceptance a member carries: on the quotation, then on the policy and its schedule. */
export type MemberTerms = { loading_percent: number | null; exclusion: string | null };

/** Whether a decision to accept puts terms on the cover (then the partner must accept them before paying). */
export const acceptsWithTerms = (members: readonly MemberTerms[]) =>
  members.some((m) => (m.loading_percent ?? 0) > 0 || (m.exclusion ?? "") !== "");
