import { comparedPlanCodes as codesOfList } from "@pp/domain";

/** The comparison page of the H+ journey (the spec's main-layout route, spelt as the spec spells it). */
export const COMPARE_PLANS_PATH = "/campare-plan";

/** "/campare-plan?plans=silver,gold": the plans ticked on the plan step, in the order they were ticked. */
export function comparePlansPath(codes: readonly string[]): string {
  return `${COMPARE_PLANS_PATH}?${new URLSearchParams({ plans: codes.join(",") })}`;
}

/** The plan codes a comparison address names (see the domain's rule), or "all". */
export function comparedPlanCodes(search: string): string[] | "all" {
  return codesOfList(new URLSearchParams(search).get("plans"));
}
