import { RENEWAL_SEGMENTS, RENEWAL_STEPS } from "@pp/domain";

/**
 * The renewal screens, relative to the screen that links: they are siblings, both under the customer's
 * /Basic-Renewals and under the partner's /renewal in the main layout, so one set of links serves both frames.
 */
export const RENEWAL_PATHS = {
  search: `../${RENEWAL_SEGMENTS.search}`,
  details: `../${RENEWAL_SEGMENTS.details}`,
  questions: `../${RENEWAL_SEGMENTS.questions}`,
  finalize: `../${RENEWAL_SEGMENTS.finalize}`,
  payment: `../${RENEWAL_SEGMENTS.payment}`,
  result: `../${RENEWAL_SEGMENTS.result}`,
} as const;

export const RENEWAL_STEP_INDEX = {
  search: RENEWAL_STEPS.findIndex((s) => s.key === "search"),
  details: RENEWAL_STEPS.findIndex((s) => s.key === "details"),
  payment: RENEWAL_STEPS.findIndex((s) => s.key === "payment"),
} as const;
