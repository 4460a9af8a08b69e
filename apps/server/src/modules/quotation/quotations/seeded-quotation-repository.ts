import { QUOTATION_STATUS } from "@pp/domain";
import type { Db } from "../../../db/client";
import { quotationMembers, quotations } from "../../../db/schema";

type NewQuotation = typeof quotations.$inferInsert;
type NewQuotationMember = typeof quotationMembers.$inferInsert;

/**
 * A quotation as the journey leaves it once its policy is issued, with its members in the order given: the demo
 * policies' seed writes it as data, not as a change, so no lifecycle is asked (decision 052). Answers the quotation
 * and its members' ids, in the same order.
 */
export async function insertIssuedQuotation(
  tx: Db,
  values: Omit<NewQuotation, "status">,
  members: Omit<NewQuotationMember, "quotationId">[],
) {
  const [quotation] = await tx
    .insert(quotations)
    .values({ ...values, status: QUOTATION_STATUS.POLICY_ISSUED })
    .returning();
  const memberIds: number[] = [];
  for (const member of members) {
    const [row] = await tx
      .insert(quotationMembers)
      .values({ ...member, quotationId: quotation!.id })
      .returning({ id: quotationMembers.id });
    memberIds.push(row!.id);
  }
  return { quotation: quotation!, memberIds };
}
