import { POLICY_STATUS } from "@pp/domain";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies } from "../../../db/schema";
import type { Policy } from "./policy-rows";

/**
 * A leaver's book of renewals handed to another user of the same partner (decision 060), in the owner's transaction:
 * every active policy of `product` whose renewal the leaver carries (they sold it and nobody took its renewal over, or
 * it was handed to them) and that can still be renewed (it ends on `renewableFrom` or later) is carried by the new
 * user from now on. Its seller stays who sold it; the owner who handed it over is its last actor. Answers the
 * policies' ids.
 */
export async function handOverRenewalBook(
  tx: Db,
  input: {
    partnerId: number;
    fromUserId: number;
    toUserId: number;
    byUserId: number;
    product: Policy["product"];
    renewableFrom: string;
  },
) {
  const moved = await tx
    .update(policies)
    .set({ renewalUserId: input.toUserId, lastActedByUserId: input.byUserId })
    .where(
      and(
        eq(policies.partnerId, input.partnerId),
        sql`coalesce(${policies.renewalUserId}, ${policies.createdByUserId}) = ${input.fromUserId}`,
        eq(policies.product, input.product),
        eq(policies.status, POLICY_STATUS.ACTIVE),
        gte(policies.endDate, input.renewableFrom),
      ),
    )
    .returning({ id: policies.id });
  return moved.map((p) => p.id);
}
