import { say } from "../i18n/say";
import { OPEN_QUOTATION_STATUSES, QUOTATION_STATUS, type QuotationStatus } from "../quotation";
import { UNDERWRITING_MESSAGES } from "../underwriting-rule";
import {
  actorNotAllowed,
  type Lifecycle,
  type LifecycleActor,
  nextState,
  type TransitionRefusal,
} from "./state-machine";

/**
 * A quotation's lifecycle: every write of `quotations.status` asks this table first (decision 052). A new quotation
 * starts as a draft. An edit sends an open one back to draft; finalizing makes it payable, or refers an H+ application
 * to the underwriter, who accepts it (as is, or with terms the partner then accepts), asks for more, or declines it.
 * The gateway's accepted payment makes it paid, and the portal then issues its policy. Paid, issued and declined are
 * closed: nothing leaves them.
 */
export const QUOTATION_INITIAL_STATE = QUOTATION_STATUS.DRAFT;

/** Why an edit or a payment of a paid quotation is refused. */
export const QUOTATION_LOCKED_MESSAGE = say(
  /*i18n*/ {
    id: "quotationLifecycle.thisQuotationHasBeenPaidAnd",
    message: "This quotation has been paid and can no longer be changed. Start a new application instead.",
  },
);

const { DRAFT, REFERRED, INFO_REQUESTED, TERMS_OFFERED, DECLINED, FINALIZED, PAID, POLICY_ISSUED } = QUOTATION_STATUS;

const PAID_ALREADY: TransitionRefusal = { code: "QUOTATION_PAID", message: QUOTATION_LOCKED_MESSAGE };
const DECLINED_ALREADY: TransitionRefusal = { code: "QUOTATION_DECLINED", message: UNDERWRITING_MESSAGES.declined };
const AWAITING_UNDERWRITER: TransitionRefusal = {
  code: "AWAITING_UNDERWRITER",
  message: UNDERWRITING_MESSAGES.awaitingDecision,
};
const TERMS_TO_ACCEPT: TransitionRefusal = { code: "TERMS_TO_ACCEPT", message: UNDERWRITING_MESSAGES.termsToAccept };
const NOT_WAITING: TransitionRefusal = {
  code: "NOT_WAITING_FOR_UNDERWRITER",
  message: UNDERWRITING_MESSAGES.notWaiting,
};

/** Closed states refuse every change of the application for the same reason. */
const CLOSED = { paid: PAID_ALREADY, policy_issued: PAID_ALREADY, declined: DECLINED_ALREADY } as const;
/** Finalizing again while the underwriter has it would take it out of the queue or undo a decision. */
const WITH_UNDERWRITER = { ...CLOSED, referred: AWAITING_UNDERWRITER, terms_offered: TERMS_TO_ACCEPT } as const;
/** Finalizing leaves a draft, an application the underwriter asked more about, and (repeated) a finalized one. */
const FINALIZABLE = [DRAFT, INFO_REQUESTED, FINALIZED] as const;
/** An underwriter decides only an application waiting in the queue. */
const underwriterDecides = (to: QuotationStatus) =>
  ({ from: [REFERRED], to, by: ["underwriter"], refused: { otherwise: NOT_WAITING } }) as const;

export const QUOTATION_LIFECYCLE = {
  states: Object.values(QUOTATION_STATUS),
  transitions: {
    /** Any saved change of the application (sponsor, members, plan, declaration, documents, a renewal's choices). */
    edit: {
      from: OPEN_QUOTATION_STATUSES,
      to: DRAFT,
      by: ["partner", "customer"],
      refused: { otherwise: PAID_ALREADY, ...CLOSED },
    },
    /** Every check passed and, for H+, no underwriting rule hit: payable. */
    finalize: {
      from: FINALIZABLE,
      to: FINALIZED,
      by: ["partner", "customer"],
      refused: { otherwise: PAID_ALREADY, ...WITH_UNDERWRITER },
    },
    /** Finalized with an underwriting rule hit (or after an earlier decision): to the underwriter's queue. */
    refer: {
      from: [DRAFT, INFO_REQUESTED],
      to: REFERRED,
      by: ["partner"],
      refused: { otherwise: PAID_ALREADY, ...WITH_UNDERWRITER },
    },
    accept: underwriterDecides(FINALIZED),
    offer_terms: underwriterDecides(TERMS_OFFERED),
    ask_info: underwriterDecides(INFO_REQUESTED),
    decline: underwriterDecides(DECLINED),
    /** The partner accepts the underwriter's loadings and exclusions. */
    accept_terms: {
      from: [TERMS_OFFERED],
      to: FINALIZED,
      by: ["partner"],
      refused: { otherwise: { code: "NO_TERMS_TO_ACCEPT", message: UNDERWRITING_MESSAGES.noTermsToAccept } },
    },
    /** The gateway's accepted payment of the whole amount due. */
    pay: {
      from: [FINALIZED],
      to: PAID,
      by: ["gateway"],
      refused: {
        otherwise: {
          code: "NOT_FINALIZED",
          message: say(
            /*i18n*/ {
              id: "quotationLifecycle.thisApplicationIsNotFinalizedYet",
              message: "This application is not finalized yet: finalize it before paying.",
            },
          ),
        },
        ...WITH_UNDERWRITER,
        info_requested: AWAITING_UNDERWRITER,
      },
    },
    /** The paid application's policy is issued (or, for an addition, its members join their policy). */
    issue_policy: {
      from: [PAID],
      to: POLICY_ISSUED,
      by: ["system"],
      refused: {
        otherwise: {
          code: "NOT_PAID",
          message: say(
            /*i18n*/ {
              id: "quotationLifecycle.aPolicyIsIssuedOnlyFor",
              message: "A policy is issued only for a paid application.",
            },
          ),
        },
        policy_issued: {
          code: "POLICY_ALREADY_ISSUED",
          message: say(
            /*i18n*/ {
              id: "quotationLifecycle.thisApplicationAlreadyHasItsPolicy",
              message: "This application already has its policy.",
            },
          ),
        },
      },
    },
  },
  wrongActor: actorNotAllowed(
    say(
      /*i18n*/ {
        id: "quotationLifecycle.youMayNotMakeThisChange",
        message: "You may not make this change to the application.",
      },
    ),
  ),
} as const satisfies Lifecycle<QuotationStatus, string>;

export type QuotationEvent = keyof typeof QUOTATION_LIFECYCLE.transitions;
export const QUOTATION_EVENTS = Object.keys(QUOTATION_LIFECYCLE.transitions) as QuotationEvent[];

/** The state a quotation in `from` moves to when `actor` causes `event`, or why it may not. */
export const nextQuotationState = (from: string, event: QuotationEvent, actor: LifecycleActor) =>
  nextState<QuotationStatus, QuotationEvent>(QUOTATION_LIFECYCLE, from, event, actor);

/**
 * A PA or Term sale is its site's record, mirrored: its status is what the site last reported (a reported policy
 * means issued), whatever it said before. The portal's lifecycle does not move it; only the reporting site writes it.
 */
export const reportedQuotationStatus = (report: { kind: "quotation" | "policy"; status: string }) =>
  report.kind === "policy" ? POLICY_ISSUED : report.status;
