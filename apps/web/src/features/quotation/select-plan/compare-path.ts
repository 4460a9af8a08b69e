import { comparedPlanCodes as codesOfList } from "@pp/domain";
import { COMPARE_PLANS_PATH } from "./compare-route";

/** "/campare-plan?plans=silver,gold": the plans ticked on the plan step, in the order they were ticked. */
export function comparePlansPath(codes: readonly string[]): string {
  return `${COMPARE_PLANS_PATH}?${new URLSearchParams({ plans: codes.join(",") })}`;
}

/** The plan codes a comparison address names (see the domain's rule), or "all". */
export function comparedPlanCodes(search: string): string[] | "all" {
  return codesOfList(new URLSearchParams(search).get("plans"));
}
