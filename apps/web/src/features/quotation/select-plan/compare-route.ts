/**
 * The comparison page of the H+ journey (the spec's main-layout route, spelt as the spec spells it). On its own,
 * without the domain's plan rules, because the always-loaded route table reads it.
 */
export const COMPARE_PLANS_PATH = "/campare-plan";
