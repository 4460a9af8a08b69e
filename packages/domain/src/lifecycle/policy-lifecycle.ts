import { say } from "../i18n/say";
import { RENEWAL_CANCELLED_MESSAGE } from "../renewal-state";
import { POLICY_CHANGE_MESSAGES } from "../servicing/policy-change";
import {
  actorNotAllowed,
  type Lifecycle,
  type LifecycleActor,
  nextState,
  type TransitionRefusal,
} from "./state-machine";

/**
 * A policy's lifecycle: every write of `policies.status` asks this table first (decision 052). A policy is issued
 * active; its renewal's policy, once issued, marks it renewed; its partner may cancel it. Renewed and cancelled are
 * closed. Changes that keep it active (a member added or removed) are versions, not states.
 */
export const POLICY_STATUS = {
  ACTIVE: "active",
  /** Its renewal was paid and issued: the next term is another policy. */
  RENEWED: "renewed",
  /** Cancelled from `cancelled_from`; never renewed. */
  CANCELLED: "cancelled",
} as const;
export type PolicyStatus = (typeof POLICY_STATUS)[keyof typeof POLICY_STATUS];
export const POLICY_INITIAL_STATE = POLICY_STATUS.ACTIVE;

const ALREADY_RENEWED: TransitionRefusal = {
  code: "POLICY_ALREADY_RENEWED",
  message: say(
    /*i18n*/ {
      id: "policyLifecycle.thisPolicyHasAlreadyBeenRenewed",
      message: "This policy has already been renewed.",
    },
  ),
};
const NOT_CHANGEABLE: TransitionRefusal = {
  code: "POLICY_NOT_CHANGEABLE",
  message: POLICY_CHANGE_MESSAGES.notChangeable,
};

export const POLICY_LIFECYCLE = {
  states: Object.values(POLICY_STATUS),
  transitions: {
    /** Its renewal's policy was issued (the consequence of the renewal's accepted payment). */
    renew: {
      from: [POLICY_STATUS.ACTIVE],
      to: POLICY_STATUS.RENEWED,
      by: ["system"],
      refused: {
        otherwise: ALREADY_RENEWED,
        cancelled: { code: "POLICY_CANCELLED", message: RENEWAL_CANCELLED_MESSAGE },
      },
    },
    /** The partner cancels the whole policy (within free look from its first day, else from a date). */
    cancel: {
      from: [POLICY_STATUS.ACTIVE],
      to: POLICY_STATUS.CANCELLED,
      by: ["partner"],
      refused: { otherwise: NOT_CHANGEABLE },
    },
  },
  wrongActor: actorNotAllowed(
    say(
      /*i18n*/ {
        id: "policyLifecycle.youMayNotMakeThisChange",
        message: "You may not make this change to the policy.",
      },
    ),
  ),
} as const satisfies Lifecycle<PolicyStatus, string>;

export type PolicyEvent = keyof typeof POLICY_LIFECYCLE.transitions;
export const POLICY_EVENTS = Object.keys(POLICY_LIFECYCLE.transitions) as PolicyEvent[];

/** The state a policy in `from` moves to when `actor` causes `event`, or why it may not. */
export const nextPolicyState = (from: string, event: PolicyEvent, actor: LifecycleActor) =>
  nextState<PolicyStatus, PolicyEvent>(POLICY_LIFECYCLE, from, event, actor);

/**
 * A PA or Term policy is its site's record, mirrored: cancelled when the site says so, else active, whatever it said
 * before (a site may reinstate). Only the reporting site writes it; the portal's lifecycle does not move it.
 */
export const reportedPolicyStatus = (reportedStatus: string): PolicyStatus =>
  reportedStatus === POLICY_STATUS.CANCELLED ? POLICY_STATUS.CANCELLED : POLICY_STATUS.ACTIVE;
