import { z } from "zod";
import { PRODUCTS } from "../products";
import { changeReasonSchema, effectiveDateSchema } from "./policy-change-api";

/** The requests and answers of starting a mid-term addition (the rules are in addition-journey.ts). */

/** POST /api/policies/:policyNo/additions: the day the new members' cover starts, and why they join. */
export const additionStartRequestSchema = z.object({
  effectiveDate: effectiveDateSchema,
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
