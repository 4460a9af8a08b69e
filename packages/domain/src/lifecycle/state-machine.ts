import { say } from "../i18n/say";
/**
 * A record's lifecycle as a typed table: for each event, the states it may leave, the one state it enters and the
 * actors who may cause it; for each state it may not leave, why. A table and one pure function, not a state-machine
 * library (xstate and the like): the lifecycles here are a handful of flat states with no nesting, timers or
 * parallel regions, the server stores the state in one text column and checks it inside its own transaction, and a
 * table reads as the rule itself — a reviewer sees every transition on one screen.
 */

/** Who causes a change: the portal's users, the insurer's staff, and the machines that report to the portal. */
export const LIFECYCLE_ACTORS = [
  /** A partner signed in to the portal, on their own records. */
  "partner",
  /** The customer: an applicant through their link, or a policyholder renewing with their code. */
  "customer",
  /** The insurer's underwriter, deciding a referred application. */
  "underwriter",
  /** The insurer's back-office operator: reads and exports today, and changes no state. */
  "operator",
  /** The payment gateway's signed answer. */
  "gateway",
  /** The portal itself, as the consequence of another change (a paid application gets its policy). */
  "system",
] as const;
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

/** Why a change is refused: a stable code for programs and logs, and a message for people (Arabic in the catalog). */
export type TransitionRefusal = { readonly code: string; readonly message: string };

/** The code of a refusal for who asked rather than for the state: the server answers it 403, not 409. */
export const ACTOR_NOT_ALLOWED = "ACTOR_NOT_ALLOWED";

/** The refusal of an actor an event does not allow, in the words of the record it would change. */
export const actorNotAllowed = (message: string): TransitionRefusal => ({ code: ACTOR_NOT_ALLOWED, message });

export type Transition<State extends string> = {
  /** The states the event may leave. */
  readonly from: readonly State[];
  /** The state it enters. */
  readonly to: State;
  /** Who may cause it. */
  readonly by: readonly LifecycleActor[];
  /** Why it is refused from a state it may not leave: per state where the reason differs, `otherwise` for the rest. */
  readonly refused: { readonly otherwise: TransitionRefusal } & Partial<Record<State, TransitionRefusal>>;
};

export type Lifecycle<State extends string, Event extends string> = {
  readonly states: readonly State[];
  readonly transitions: { readonly [E in Event]: Transition<State> };
  /** An actor the event does not allow. */
  readonly wrongActor: TransitionRefusal;
};

/** A state the table does not know (a value stored from elsewhere, as a site reported it): nothing moves it. */
const UNKNOWN_STATE: TransitionRefusal = {
  code: "UNKNOWN_STATE",
  message: say(
    /*i18n*/ {
      id: "stateMachine.thisRecordIsInAState",
      message: "This record is in a state the portal does not change.",
    },
  ),
};

export type TransitionResult<State extends string> =
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly refusal: TransitionRefusal };

/** The state `event` caused by `actor` leads to from `from`, or why it is refused. */
export function nextState<State extends string, Event extends string>(
  lifecycle: Lifecycle<State, Event>,
  from: string,
  event: Event,
  actor: LifecycleActor,
): TransitionResult<State> {
  const transition = lifecycle.transitions[event];
  if (!transition.by.includes(actor)) return { ok: false, refusal: lifecycle.wrongActor };
  if (!(lifecycle.states as readonly string[]).includes(from)) return { ok: false, refusal: UNKNOWN_STATE };
  const state = from as State;
  if (transition.from.includes(state)) return { ok: true, state: transition.to };
  return { ok: false, refusal: transition.refused[state] ?? transition.refused.otherwise };
}
