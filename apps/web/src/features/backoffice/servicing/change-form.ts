import {
  changeReasonSchema,
  compareIsoDates,
  effectiveDateSchema,
  type GetPolicyDetailResponse,
  toIsoDate,
} from "@pp/domain";
import { z } from "zod";

/** What every change of a policy asks: the day it takes effect and why (the server checks both again). */
export const changeFormSchema = z.object({
  effectiveDate: effectiveDateSchema,
  reason: changeReasonSchema,
});
export type ChangeFormInput = z.input<typeof changeFormSchema>;
export type ChangeForm = z.output<typeof changeFormSchema>;

/** Today, or the nearest day of the window the policy's changes may take effect in. */
export function defaultEffectiveDate(policy: GetPolicyDetailResponse, today = toIsoDate(new Date())) {
  if (compareIsoDates(today, policy.earliestEffectiveDate) < 0) return policy.earliestEffectiveDate;
  if (compareIsoDates(today, policy.endDate) > 0) return policy.endDate;
  return today;
}
