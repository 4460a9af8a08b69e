import { addDays, type HandOverResult, RENEWAL_GRACE_DAYS, toIsoDate } from "@pp/domain";
import type { Db } from "../../../db/client";
import { handOverRenewalBook } from "../../policy";
import { handOverOpenQuotations } from "../../quotation";
import { RENEWABLE_PRODUCT } from "./renewal-service";

/**
 * A leaver's open work handed to another user of the partner in one step, in the owner's transaction (decision 060):
 * their open quotations (the quotation module's) and their renewals — the renewal quotations they started and the
 * policies whose renewal they carry and that can still be renewed, due now or later (the policy module's). Counted
 * as the owner reads it: quotations (new business and additions), and renewals, one a policy whether its renewal
 * quotation, the policy or both moved.
 */
export async function handOverOpenWork(
  tx: Db,
  input: { partnerId: number; fromUserId: number; toUserId: number; byUserId: number },
  now = new Date(),
): Promise<HandOverResult> {
  const quotations = await handOverOpenQuotations(tx, input);
  const book = await handOverRenewalBook(tx, {
    ...input,
    product: RENEWABLE_PRODUCT,
    // A policy that ended up to RENEWAL_GRACE_DAYS ago can still be renewed (renewalState).
    renewableFrom: addDays(toIsoDate(now), -RENEWAL_GRACE_DAYS),
  });
  const renewals = new Set(book);
  for (const q of quotations) if (q.journey === "renewal" && q.parentPolicyId !== null) renewals.add(q.parentPolicyId);
  return { quotations: quotations.filter((q) => q.journey !== "renewal").length, renewals: renewals.size };
}
