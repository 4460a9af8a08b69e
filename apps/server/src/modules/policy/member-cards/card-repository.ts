import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies, policyMembers } from "../../../db/schema";

/** Every member of a policy, in the order they joined it (their place gives the member's number), with the policy. */
export async function membersForCards(db: Db, policyId: number) {
  const rows = await db
    .select({ member: policyMembers, policy: policies })
    .from(policyMembers)
    .innerJoin(policies, eq(policies.id, policyMembers.policyId))
    .where(eq(policyMembers.policyId, policyId))
    .orderBy(asc(policyMembers.id));
  return rows.map((row, index) => ({ ...row, position: index + 1 }));
}

/** One member with their policy and their place on it; undefined when there is no such member. */
export async function memberForCard(db: Db, memberId: number) {
  const [found] = await db
    .select({ policyId: policyMembers.policyId })
    .from(policyMembers)
    .where(eq(policyMembers.id, memberId));
  if (!found) return undefined;
  return (await membersForCards(db, found.policyId)).find((row) => row.member.id === memberId);
}
