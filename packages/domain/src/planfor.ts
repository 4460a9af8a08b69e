import { z } from "zod";

/** Who the plan is for (`planfor`). Shared by sponsor, member and date rules. */
export const PLANFOR = { INDIVIDUAL: 1, COMPANY: 2 } as const;
export type Planfor = (typeof PLANFOR)[keyof typeof PLANFOR];

/** In the order the spec's radio shows them: "Company or Individual". */
export const PLANFOR_OPTIONS = [
  { value: PLANFOR.COMPANY, label: "Company" },
  { value: PLANFOR.INDIVIDUAL, label: "Individual" },
] as const;

export const PLANFOR_REQUIRED_MESSAGE = "Choose Company or Individual.";

export const planforSchema = z.literal([PLANFOR.INDIVIDUAL, PLANFOR.COMPANY], { error: PLANFOR_REQUIRED_MESSAGE });
