import { z } from "zod";
import { isIsoDate } from "../dates";
import { PRODUCTS } from "../products";
import { singleLineText } from "../text-schema";
import { POLICY_CHANGE_MESSAGES } from "./policy-change";
import { changeReasonSchema } from "./policy-change-api";

/** The requests and answers of starting a mid-term addition (the rules are in addition-journey.ts). */

/** POST /api/policies/:policyNo/additions: the day the new members' cover starts, and why they join. */
export const additionStartRequestSchema = z.object({
  effectiveDate: singleLineText({ error: POLICY_CHANGE_MESSAGES.effectiveInvalid }).refine(
    isIsoDate,
    POLICY_CHANGE_MESSAGES.effectiveInvalid,
  ),
  reason: changeReasonSchema,
});
export type AdditionStartRequest = z.infer<typeof additionStartRequestSchema>;

/** The addition's quotation, opened in its product's wizard at the step it was left on (the members at first). */
export const additionStartResponseSchema = z.object({
  id: z.number().int(),
  quotationNo: z.string(),
  product: z.enum(PRODUCTS),
  lastVisitedPage: z.string(),
});
export type AdditionStartResponse = z.infer<typeof additionStartResponseSchema>;
