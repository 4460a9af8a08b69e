import { RENEWAL_ROUTE_BASE, RENEWAL_STEPS } from "@pp/domain";

/** The renewal routes; the three steps of RENEWAL_STEPS group the six screens. */
export const RENEWAL_PATHS = {
  search: `${RENEWAL_ROUTE_BASE}/searchpolicy`,
  details: `${RENEWAL_ROUTE_BASE}/policydetailsrenewals`,
  questions: `${RENEWAL_ROUTE_BASE}/question`,
  finalize: `${RENEWAL_ROUTE_BASE}/finalizeapplicationrenewals`,
  payment: `${RENEWAL_ROUTE_BASE}/paymentreviewrenewals`,
  result: `${RENEWAL_ROUTE_BASE}/paymentsuccessrenewals`,
} as const;

export const RENEWAL_STEP_INDEX = {
  search: RENEWAL_STEPS.findIndex((s) => s.key === "search"),
  details: RENEWAL_STEPS.findIndex((s) => s.key === "details"),
  payment: RENEWAL_STEPS.findIndex((s) => s.key === "payment"),
} as const;
