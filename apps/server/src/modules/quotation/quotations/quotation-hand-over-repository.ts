import { OPEN_QUOTATION_STATUSES } from "@pp/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { quotations } from "../../../db/schema";

/**
 * A leaver's open work handed to another user of the same partner (decision 060), in the owner's transaction: every
 * quotation they created that can still change (new business, additions and renewals not yet paid or declined)
 * becomes the new user's, so it is in their scope and the sale is theirs when it is paid; the owner who handed it over
 * is its last actor. Its content, state and `updated_at` stay as they were. Paid work and issued policies keep their
 * creator: who sold them is history. Answers what moved: each quotation's journey and, for a renewal, its policy.
 */
export async function handOverOpenQuotations(
  tx: Db,
  input: { partnerId: number; fromUserId: number; toUserId: number; byUserId: number },
) {
  return tx
    .update(quotations)
    .set({ createdByUserId: input.toUserId, lastActedByUserId: input.byUserId })
    .where(
      and(
        eq(quotations.partnerId, input.partnerId),
        eq(quotations.createdByUserId, input.fromUserId),
        inArray(quotations.status, [...OPEN_QUOTATION_STATUSES]),
      ),
    )
    .returning({ journey: quotations.journey, parentPolicyId: quotations.parentPolicyId });
}
