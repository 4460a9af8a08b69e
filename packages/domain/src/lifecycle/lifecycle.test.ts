import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as ARABIC } from "../i18n/locales/ar";
import { wordsSaid } from "../i18n/say";
import { QUOTATION_STATUS } from "../quotation";
import { UNDERWRITING_MESSAGES } from "../underwriting-rule";
import { nextPolicyState, POLICY_EVENTS, POLICY_INITIAL_STATE, POLICY_LIFECYCLE } from "./policy-lifecycle";
import {
  nextQuotationState,
  QUOTATION_EVENTS,
  QUOTATION_INITIAL_STATE,
  QUOTATION_LIFECYCLE,
  QUOTATION_LOCKED_MESSAGE,
} from "./quotation-lifecycle";
import { LIFECYCLE_ACTORS, type LifecycleActor, type TransitionResult } from "./state-machine";

const i18n = setupI18n({ locale: "ar", messages: { ar: ARABIC } });
/** A refusal's message in Arabic, by the words it was said with; unchanged when it has none. */
const arabic = (message: string) => {
  const words = wordsSaid(message);
  return words ? i18n._(words.id, words.values) : message;
};

/** The spec of each lifecycle, written out independently of its table: "from --event--> to", with who may. */
const QUOTATION_SPEC = `
  draft --edit--> draft                 partner customer
  referred --edit--> draft              partner customer
  info_requested --edit--> draft        partner customer
  terms_offered --edit--> draft         partner customer
  finalized --edit--> draft             partner customer
  draft --finalize--> finalized         partner customer
  info_requested --finalize--> finalized partner customer
  finalized --finalize--> finalized     partner customer
  draft --refer--> referred             partner
  info_requested --refer--> referred    partner
  referred --accept--> finalized        underwriter
  referred --offer_terms--> terms_offered underwriter
  referred --ask_info--> info_requested underwriter
  referred --decline--> declined        underwriter
  terms_offered --accept_terms--> finalized partner
  finalized --pay--> paid               gateway
  paid --issue_policy--> policy_issued  system
`;
const POLICY_SPEC = `
  active --renew--> renewed   system
  active --cancel--> cancelled partner
`;

type Row = { from: string; event: string; to: string; by: LifecycleActor[] };
const rows = (spec: string): Row[] =>
  spec
    .trim()
    .split("\n")
    .map((line) => {
      const [, from, event, to, by] = /^\s*(\w+) --(\w+)--> (\w+)\s+(.+)$/.exec(line) ?? [];
      if (!from || !event || !to || !by) throw new Error(`Unreadable line: ${line}`);
      return { from, event, to, by: by.trim().split(/\s+/) as LifecycleActor[] };
    });

type Machine = {
  name: string;
  states: readonly string[];
  events: readonly string[];
  initial: string;
  next: (from: string, event: string, actor: LifecycleActor) => TransitionResult<string>;
  spec: Row[];
};
const MACHINES: Machine[] = [
  {
    name: "quotation",
    states: QUOTATION_LIFECYCLE.states,
    events: QUOTATION_EVENTS,
    initial: QUOTATION_INITIAL_STATE,
    next: (from, event, actor) => nextQuotationState(from, event as (typeof QUOTATION_EVENTS)[number], actor),
    spec: rows(QUOTATION_SPEC),
  },
  {
    name: "policy",
    states: POLICY_LIFECYCLE.states,
    events: POLICY_EVENTS,
    initial: POLICY_INITIAL_STATE,
    next: (from, event, actor) => nextPolicyState(from, event as (typeof POLICY_EVENTS)[number], actor),
    spec: rows(POLICY_SPEC),
  },
];

const allowed = (m: Machine, from: string, event: string) => m.spec.find((r) => r.from === from && r.event === event);

describe.each(MACHINES)("the $name lifecycle", (m) => {
  it("walks every transition of its spec, for each actor allowed to cause it", () => {
    for (const row of m.spec) {
      for (const actor of row.by) expect(m.next(row.from, row.event, actor)).toEqual({ ok: true, state: row.to });
    }
  });

  it("refuses every other (state, event) pair, with a code and a message that has its Arabic", () => {
    const pairs = m.states.flatMap((from) => m.events.map((event) => ({ from, event })));
    const refused = pairs.filter(({ from, event }) => !allowed(m, from, event));
    expect(refused.length + m.spec.length).toBe(pairs.length);
    for (const { from, event } of refused) {
      for (const actor of LIFECYCLE_ACTORS) {
        const result = m.next(from, event, actor);
        expect(result.ok, `${from} --${event}/${actor}`).toBe(false);
        if (result.ok) continue;
        expect(result.refusal.code).toMatch(/^[A-Z_]+$/);
        expect(arabic(result.refusal.message), result.refusal.message).not.toBe(result.refusal.message);
      }
    }
  });

  it("lets only the actors the spec names cause each transition", () => {
    for (const row of m.spec) {
      for (const actor of LIFECYCLE_ACTORS.filter((a) => !row.by.includes(a))) {
        const result = m.next(row.from, row.event, actor);
        expect(result).toMatchObject({ ok: false, refusal: { code: "ACTOR_NOT_ALLOWED" } });
      }
    }
  });

  it("lets an operator cause nothing", () => {
    for (const from of m.states) for (const event of m.events) expect(m.next(from, event, "operator").ok).toBe(false);
  });

  it("reaches every state from the first one", () => {
    const reached = new Set([m.initial]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const row of m.spec) if (reached.has(row.from) && !reached.has(row.to)) grew = Boolean(reached.add(row.to));
    }
    expect([...reached].sort()).toEqual([...m.states].sort());
  });

  it("moves nothing out of a state it does not know", () => {
    for (const event of m.events)
      for (const actor of LIFECYCLE_ACTORS)
        expect(m.next("quoted_on_the_site", event, actor)).toMatchObject({ ok: false });
  });
});

describe("why a quotation's change is refused", () => {
  const refusal = (from: string, event: (typeof QUOTATION_EVENTS)[number], actor: LifecycleActor) => {
    const result = nextQuotationState(from, event, actor);
    return result.ok ? null : result.refusal.message;
  };

  it("says a paid or issued quotation is locked, and a declined one declined", () => {
    for (const from of [QUOTATION_STATUS.PAID, QUOTATION_STATUS.POLICY_ISSUED]) {
      expect(refusal(from, "edit", "partner")).toBe(QUOTATION_LOCKED_MESSAGE);
      expect(refusal(from, "finalize", "partner")).toBe(QUOTATION_LOCKED_MESSAGE);
    }
    expect(refusal(QUOTATION_STATUS.DECLINED, "edit", "customer")).toBe(UNDERWRITING_MESSAGES.declined);
  });

  it("says an underwriter's decision needs an application waiting, and accepting terms needs terms", () => {
    for (const from of QUOTATION_LIFECYCLE.states.filter((s) => s !== QUOTATION_STATUS.REFERRED))
      expect(refusal(from, "decline", "underwriter")).toBe(UNDERWRITING_MESSAGES.notWaiting);
    expect(refusal(QUOTATION_STATUS.FINALIZED, "accept_terms", "partner")).toBe(UNDERWRITING_MESSAGES.noTermsToAccept);
  });

  it("says finalizing waits for the underwriter", () => {
    expect(refusal(QUOTATION_STATUS.REFERRED, "finalize", "partner")).toBe(UNDERWRITING_MESSAGES.awaitingDecision);
    expect(refusal(QUOTATION_STATUS.TERMS_OFFERED, "finalize", "partner")).toBe(UNDERWRITING_MESSAGES.termsToAccept);
  });
});
