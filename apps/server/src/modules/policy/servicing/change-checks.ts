import { effectiveDateProblem, isChangeable, PLANFOR, POLICY_CHANGE_MESSAGES, type Term, toIsoDate } from "@pp/domain";
import { HttpError } from "../../../http/http-error";
import type { ChangingPolicy } from "./policy-change-repository";

/** The checks every change of a policy passes, before it is priced and again under the policy's lock. */

export const uaeToday = () => toIsoDate(new Date());

export const termOf = (row: ChangingPolicy): Term => ({
  startDate: row.policy.startDate,
  endDate: row.policy.endDate,
});

export const isCompanyPolicy = (row: ChangingPolicy) => row.quotation.planfor === PLANFOR.COMPANY;

/** A cancelled, renewed-away or ended policy is not changed; a date outside what the rules allow is refused. */
export function assertChangeableFrom(row: ChangingPolicy, effectiveDate: string, today = uaeToday()) {
  if (!isChangeable(row.policy, today)) throw new HttpError(409, POLICY_CHANGE_MESSAGES.notChangeable);
  const problem = effectiveDateProblem(termOf(row), effectiveDate, today);
  if (problem) throw new HttpError(400, problem, { effectiveDate: [problem] });
}
