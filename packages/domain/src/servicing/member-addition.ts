import { z } from "zod";
import { isIsoDate } from "../dates";
import { PRODUCTS } from "../products";
import { singleLineText } from "../text-schema";
import { CHANGE_BACKDATE_DAYS, POLICY_CHANGE_MESSAGES } from "./policy-change";
import { changeReasonSchema } from "./policy-change-api";

/*
 * A mid-term addition (a new dependent, a newborn, a new worker): a quotation of its own, in the journey "addition",
 * that carries the policy's sponsor, TPA and plan, whose members are entered and documented as in steps 2 and 3 of new
 * business, and whose premium is each member's yearly premium for the days from the effective date to the end of the
 * policy's term. Once paid, its members join the policy as its next version.
 */

export const ADDITION_JOURNEY = "addition";

/** How lists, detail pages and exports name each journey of a quotation or policy. */
const JOURNEY_NAMES: Record<string, string> = {
  new_business: "New business",
  renewal: "Renewal",
  [ADDITION_JOURNEY]: "Members added",
};
export const journeyName = (journey: string) => JOURNEY_NAMES[journey] ?? "New business";

export const ADDITION_MESSAGES = {
  notForProduct: "Members of this plan are added on the product's own site, not in the portal.",
  sponsorLocked:
    "The sponsor, TPA and plan of an addition are the policy's own and cannot be changed. Go on to the members.",
  /** Only the backdating limit can pass while an addition waits: the policy's term does not move. */
  redate: `The addition's first day of cover is now more than ${CHANGE_BACKDATE_DAYS} days in the past. Open the policy and choose Add members again to give it a new date.`,
  policyChanged:
    "The policy these members were to join can no longer be changed (it was cancelled, renewed or has ended). Nothing was charged.",
} as const;

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

/** How an addition's totals were reached: the policy the members join and the share of its term they pay for. */
export const proRataChargeSchema = z.object({
  policyNo: z.string(),
  effectiveDate: z.string(),
  daysLeft: z.number().int(),
  termDays: z.number().int(),
});
export type ProRataCharge = z.infer<typeof proRataChargeSchema>;
