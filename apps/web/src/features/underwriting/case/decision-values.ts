import { zodResolver } from "@hookform/resolvers/zod";
import {
  type UnderwritingCase,
  type UnderwritingDecisionKind,
  type UnderwritingDecisionRequest,
  underwritingDecisionRequestSchema,
} from "@pp/domain";
import type { FieldErrors, Resolver } from "react-hook-form";

/** The decision as typed: the loadings and exclusions as the fields hold them, one per member in the case's order. */
export type DecisionValues = {
  kind: UnderwritingDecisionKind;
  terms: { loading: string; exclusion: string }[];
  note: string;
};

/** A member's terms before the underwriter types any: no loading, no exclusion. */
const standardTerms = () => ({ loading: "0", exclusion: "" });

export const decisionDefaults = (c: UnderwritingCase): DecisionValues => ({
  kind: "accept",
  terms: c.members.map(standardTerms),
  note: "",
});

/** The request the typed form makes; the domain schema decides whether it is a decision the server would take. */
export function requestOf(values: DecisionValues, c: UnderwritingCase): unknown {
  if (values.kind !== "accept") return { kind: values.kind, note: values.note };
  return {
    kind: values.kind,
    note: values.note.trim() || null,
    members: c.members.map((m, index) => {
      const typed = values.terms[index] ?? standardTerms();
      return {
        member_id: m.member_sno,
        // An empty loading is none; anything else is read as a number, and the schema says when it is not one.
        loading_percent: typed.loading.trim() === "" ? 0 : Number(typed.loading),
        exclusion: typed.exclusion.trim() || null,
      };
    }),
  };
}

type MemberErrors = { loading_percent?: FieldErrors[string]; exclusion?: FieldErrors[string] };

/**
 * Checks the form with the domain's decision schema, the server's own: the request the form makes is checked, and each
 * member's messages go back to that member's fields (`members.0.loading_percent` is `terms.0.loading`).
 */
export function decisionResolver(c: UnderwritingCase): Resolver<DecisionValues, unknown, UnderwritingDecisionRequest> {
  const check = zodResolver(underwritingDecisionRequestSchema);
  return async (values, context, options) => {
    const result = await check(requestOf(values, c) as UnderwritingDecisionRequest, context, {
      ...options,
      fields: {},
      names: undefined,
    });
    if (Object.keys(result.errors).length === 0)
      return { values: result.values as UnderwritingDecisionRequest, errors: {} };
    const { members, note } = result.errors as { members?: (MemberErrors | undefined)[]; note?: FieldErrors[string] };
    const terms = members?.map((member) => member && { loading: member.loading_percent, exclusion: member.exclusion });
    return {
      values: {},
      errors: { ...(terms ? { terms } : {}), ...(note ? { note } : {}) } as FieldErrors<DecisionValues>,
    };
  };
}
