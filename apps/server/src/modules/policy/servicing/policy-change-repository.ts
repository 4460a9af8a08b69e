import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { partners, payments, policies, policyMembers, policyVersions, quotations, refunds } from "../../../db/schema";
import { movePolicy } from "../policies/policy-repository";

/** The rows a change to one of the partner's policies reads and writes. */

export type ChangingPolicy = NonNullable<Awaited<ReturnType<typeof findPolicyToChange>>>;

/**
 * One of the partner's policies with what its changes need: its quotation (the documents live there, and whether the
 * sponsor is a company) and the card payment that bought it. With `lock`, the policy row stays locked until `tx` ends,
 * so two changes of one policy take turns. Another partner's policy, or one the user's role does not see, is not found.
 */
export async function findPolicyToChange(db: Db, policyNo: string, scope: RecordScope, lock = false) {
  const query = db
    .select({ policy: policies, quotation: quotations, payment: payments })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .leftJoin(payments, eq(payments.id, policies.paymentId))
    .where(and(eq(policies.policyNo, policyNo.toUpperCase()), inScope(policies, scope)));
  const [row] = lock ? await query.for("update", { of: policies }) : await query;
  return row;
}

/** The members the policy covers today: everyone not removed by a change. */
export const currentMembersOf = (db: Db, policyId: number) =>
  db
    .select()
    .from(policyMembers)
    .where(and(eq(policyMembers.policyId, policyId), isNull(policyMembers.removedInVersion)))
    .orderBy(asc(policyMembers.id));

type NewPolicyVersion = Omit<
  typeof policyVersions.$inferInsert,
  "id" | "createdAt" | "createdByUserId" | "lastActedByUserId"
>;

/**
 * Records the change as the policy's next version and moves the policy to it. Decision 059: `by` names who created the
 * change (the user who asked for it) and who acted now, also the policy's last actor; null when nobody of the partner
 * acted (a customer paying an addition through a link).
 */
export async function insertPolicyVersion(
  tx: Db,
  change: NewPolicyVersion,
  by: { createdBy: number | null; acted: number | null },
) {
  const [row] = await tx
    .insert(policyVersions)
    .values({ ...change, createdByUserId: by.createdBy, lastActedByUserId: by.acted })
    .returning();
  await tx
    .update(policies)
    .set({ version: change.version, lastActedByUserId: by.acted })
    .where(eq(policies.id, change.policyId));
  return row!;
}

export async function markMembersRemoved(
  tx: Db,
  policyId: number,
  memberIds: readonly number[],
  removal: { removedFrom: string; removedInVersion: number },
) {
  for (const id of memberIds) {
    await tx
      .update(policyMembers)
      .set(removal)
      .where(and(eq(policyMembers.id, id), eq(policyMembers.policyId, policyId)));
  }
}

/** The partner's user cancels the policy from `cancelledFrom`, as its lifecycle allows. */
export async function markPolicyCancelled(tx: Db, policyId: number, cancelledFrom: string, user: number) {
  await movePolicy(tx, policyId, { event: "cancel", by: "partner", user }, { cancelledFrom });
}

export async function insertRefund(tx: Db, refund: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(refund).returning();
  return row!;
}

/** Every change of a policy, oldest first, with the name of the partner who made it. */
export const versionsOf = (db: Db, policyId: number) =>
  db
    .select({ change: policyVersions, by: partners.name })
    .from(policyVersions)
    .leftJoin(partners, eq(partners.id, policyVersions.partnerId))
    .where(eq(policyVersions.policyId, policyId))
    .orderBy(asc(policyVersions.version));
