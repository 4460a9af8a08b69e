import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies, policyMembers, policyVersions, quotations } from "../../../db/schema";

/** The rows a mid-term addition reads and writes. */

/** The partner's addition to the policy that is still open (not paid, not declined), if any. */
export async function openAdditionOf(db: Db, policyId: number, partnerId: number, openStatuses: readonly string[]) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(
      and(
        eq(quotations.changesPolicyId, policyId),
        eq(quotations.partnerId, partnerId),
        inArray(quotations.status, [...openStatuses]),
      ),
    );
  return row;
}

/** The quotation of the policy a renewal quotation renews; null for any other quotation. */
export async function quotationRenewedBy(tx: Db, quotationId: number): Promise<number | null> {
  const [row] = await tx
    .select({ quotationId: policies.quotationId })
    .from(quotations)
    .innerJoin(policies, eq(policies.id, quotations.parentPolicyId))
    .where(eq(quotations.id, quotationId));
  return row?.quotationId ?? null;
}

/** The policy an addition's payment added its members to, if it did. */
export async function policyJoinedBy(db: Db, paymentId: number) {
  const [row] = await db
    .select({ policy: policies })
    .from(policyVersions)
    .innerJoin(policies, eq(policies.id, policyVersions.policyId))
    .where(eq(policyVersions.paymentId, paymentId));
  return row?.policy ?? null;
}

/** The version an addition made, once it joined its policy. */
export async function versionOfAddition(db: Db, quotationId: number) {
  const [row] = await db.select().from(policyVersions).where(eq(policyVersions.quotationId, quotationId));
  return row;
}

export async function insertAddedMembers(tx: Db, members: (typeof policyMembers.$inferInsert)[]) {
  await tx.insert(policyMembers).values(members);
}
