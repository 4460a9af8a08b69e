import { ADDITION_MESSAGES, effectiveDateProblem, isChangeable, toIsoDate } from "@pp/domain";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { findAddedPolicy } from "./added-policy-repository";
import type { Quotation } from "./quotation-repository";

/**
 * Before an addition is finalized or paid: its policy must still take changes and its date still be allowed (a
 * partner who left it for weeks picks a new date from the policy). A quotation that is no addition passes.
 */
export async function assertAdditionOpen(db: Db, q: Pick<Quotation, "changesPolicyId" | "effectiveDate">) {
  if (q.changesPolicyId === null || q.effectiveDate === null) return;
  const policy = await findAddedPolicy(db, q.changesPolicyId);
  const today = toIsoDate(new Date());
  if (!policy || !isChangeable(policy, today)) throw new HttpError(409, ADDITION_MESSAGES.policyChanged);
  if (effectiveDateProblem(policy, q.effectiveDate, today)) throw new HttpError(409, ADDITION_MESSAGES.redate);
}
