import { z } from "zod";
import { hplusPlanSchema } from "./hplus-plans";
import { say } from "./i18n/say";
import { totalsSchema } from "./payment-schemas";
import { planCodeSchema } from "./plan-code";
import { singleLineText } from "./text-schema";

/** One plan as this family would pay for it: each member's annual premium and the totals with VAT, in fils. */
export const pricedPlanSchema = z.object({
  plan: hplusPlanSchema,
  premiums: z.array(z.object({ member_id: z.number().int(), premium_fils: z.number().int() })),
  totals: totalsSchema,
});
export type PricedPlan = z.infer<typeof pricedPlanSchema>;

/** GET /api/quotations/:id/plans and PUT /api/quotations/:id/plan: every plan priced for the quotation's members. */
export const quotationPlansResponseSchema = z.object({
  selected: planCodeSchema,
  members: z.array(z.object({ id: z.number().int(), name: z.string() })),
  plans: z.array(pricedPlanSchema),
});
export type QuotationPlans = z.infer<typeof quotationPlansResponseSchema>;

/** PUT /api/quotations/:id/plan: the plan the members are to be priced under. */
export const choosePlanRequestSchema = z.object({ plan: planCodeSchema });
export type ChoosePlanRequest = z.infer<typeof choosePlanRequestSchema>;

export const PLANS_NOT_SOLD = say(
  /*i18n*/ { id: "planApi.plansAreChosenForHApplications", message: "Plans are chosen for H+ applications only." },
);

/** GET /api/quotations/:id/plans/comparison.pdf?plans=silver,gold: the plans to set side by side (all when absent). */
export const comparisonPdfQuerySchema = z.object({ plans: singleLineText().max(200).optional() }).strict();

/** POST /api/quotations/:id/quotation-mail: the quotation PDF e-mailed to the sponsor. */
export const quotationMailResponseSchema = z.object({ message: z.string() });
export const quotationMailSent = (email: string) =>
  say(
    /*i18n*/ { id: "planApi.quotationMailSent", message: "The quotation was e-mailed to {email}.", values: { email } },
  );
