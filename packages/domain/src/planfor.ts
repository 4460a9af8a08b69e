import { say } from "./i18n/say";
/**
 * Who the plan is for (`planfor`). Shared by sponsor, member and date rules; free of zod, so that a page that only needs
 * the dates (the customer's renewal search) does not load it. The schema is in planfor-schema.ts.
 */
export const PLANFOR = { INDIVIDUAL: 1, COMPANY: 2 } as const;
export type Planfor = (typeof PLANFOR)[keyof typeof PLANFOR];
export const PLANFOR_VALUES = [PLANFOR.INDIVIDUAL, PLANFOR.COMPANY] as const satisfies readonly Planfor[];

/** Whether a value read back (the browser's storage, a quotation's answer) names who a plan is for. */
export function isPlanfor(value: unknown): value is Planfor {
  return PLANFOR_VALUES.some((planfor) => planfor === value);
}

/** In the order the spec's radio shows them: "Company or Individual". */
export const PLANFOR_OPTIONS = [
  { value: PLANFOR.COMPANY, label: say(/*i18n*/ { id: "planfor.company", message: "Company" }) },
  { value: PLANFOR.INDIVIDUAL, label: say(/*i18n*/ { id: "planfor.individual", message: "Individual" }) },
] as const;

export const PLANFOR_REQUIRED_MESSAGE = say(
  /*i18n*/ { id: "planfor.chooseCompanyOrIndividual", message: "Choose Company or Individual." },
);
