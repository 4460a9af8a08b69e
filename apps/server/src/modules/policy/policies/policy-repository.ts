import {
  type LifecycleActor,
  nextPolicyState,
  POLICY_INITIAL_STATE,
  type PolicyEvent,
  type PolicyStatus,
  type Product,
} from "@pp/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inIds } from "../../../db/id-lists";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { partners, payments, policies, policyMembers, quotations } from "../../../db/schema";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { notFound } from "../../../http/http-error";
import { refusedTransition } from "../../../http/refused-transition";
import { moveQuotation } from "../../quotation";

/** One of the policies the user sees by its number; undefined for another partner's or one out of scope (decision 059). */
export async function findPartnerPolicy(db: Db, policyNo: string, scope: RecordScope) {
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.policyNo, policyNo), inScope(policies, scope)));
  return policy;
}

/** One of the policies the user sees of a product, with its quotation's number. */
export async function findPartnerPolicyOfProduct(db: Db, policyNo: string, scope: RecordScope, product: Product) {
  const [row] = await db
    .select({ policy: policies, quotationNo: quotations.quotationNo })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(and(eq(policies.policyNo, policyNo), inScope(policies, scope), eq(policies.product, product)));
  return row;
}

/** The quotation behind one of the policies the user sees. */
export async function findQuotationOfPartnerPolicy(db: Db, policyNo: string, scope: RecordScope) {
  const [row] = await db
    .select({ quotation: quotations })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(and(eq(policies.policyNo, policyNo), inScope(policies, scope)));
  return row?.quotation;
}

type NewPolicy = typeof policies.$inferInsert;
type NewPolicyMember = typeof policyMembers.$inferInsert;

export async function findPolicyOfQuotation(db: Db, quotationId: number) {
  const [row] = await db.select().from(policies).where(eq(policies.quotationId, quotationId));
  return row;
}

/** The policy, its row locked until `tx` ends. */
export async function findPolicyById(db: Db, id: number) {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  return row;
}

export async function lockPolicyById(tx: Db, id: number) {
  const [row] = await tx.select().from(policies).where(eq(policies.id, id)).for("update");
  return row;
}

/** The next number of the policy sequence that every product shares. */
export async function nextPolicySequence(tx: Db) {
  const seq = await tx.execute(sql`select nextval('policy_number_seq') as n`);
  return Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
}

/**
 * The policy, in the lifecycle's first state, with its insured members; the quotation it came from is issued. The
 * caller names who created it (the quotation's creator) and who acted (decision 059), and the issue is that act.
 */
export async function insertIssuedPolicy(
  tx: Db,
  policy: Omit<NewPolicy, "status"> & { createdByUserId: number | null; lastActedByUserId: number | null },
  members: Omit<NewPolicyMember, "policyId">[],
) {
  const [row] = await tx
    .insert(policies)
    .values({ ...policy, status: POLICY_INITIAL_STATE })
    .returning();
  await tx.insert(policyMembers).values(members.map((m) => ({ ...m, policyId: row!.id })));
  await moveQuotation(tx, policy.quotationId, { event: "issue_policy", by: "system", user: policy.lastActedByUserId });
  return row!;
}

/**
 * The one write of a policy's status (decision 052): `by` causes `event`, and the lifecycle decides the new state from
 * the row's state as it is now, read under the row's lock; refused with the lifecycle's reason. `changes` are written
 * with it, under the condition `status = <the state read>`.
 */
export async function movePolicy(
  tx: Db,
  id: number,
  move: { event: PolicyEvent; by: LifecycleActor; user: number | null },
  changes: Omit<Partial<NewPolicy>, "status"> = {},
): Promise<PolicyStatus> {
  const [row] = await tx.select({ status: policies.status }).from(policies).where(eq(policies.id, id)).for("update");
  if (!row) throw notFound(NOT_FOUND_ANSWERS.policy);
  const next = nextPolicyState(row.status, move.event, move.by);
  if (!next.ok) throw refusedTransition(next.refusal);
  await tx
    .update(policies)
    .set({ ...changes, status: next.state, lastActedByUserId: move.user })
    .where(and(eq(policies.id, id), eq(policies.status, row.status)));
  return next.state;
}

/** Its renewal's policy was issued: the policy is renewed, by whoever acted on the renewal (null for nobody). */
export async function markPolicyRenewed(tx: Db, id: number, user: number | null) {
  await movePolicy(tx, id, { event: "renew", by: "system", user }, { renewedAt: new Date() });
}

/** The policy with its quotation's number and the payment that bought it (none for a reported policy). */
export async function findPolicyForDocuments(db: Db, policyId: number) {
  const [row] = await db
    .select({
      policy: policies,
      quotationNo: quotations.quotationNo,
      partnerName: partners.name,
      partnerRegistrationNo: partners.registrationNo,
      payment: payments,
    })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    // The partner who sold the policy, disclosed as its intermediary (none for a policy no partner sold).
    .leftJoin(partners, eq(partners.id, policies.partnerId))
    .leftJoin(payments, eq(payments.id, policies.paymentId))
    .where(eq(policies.id, policyId));
  return row;
}

export const insuredMembersOf = (db: Db, policyId: number) =>
  db.select().from(policyMembers).where(eq(policyMembers.policyId, policyId)).orderBy(asc(policyMembers.id));

export async function policyNumberOf(db: Db, id: number) {
  const [row] = await db.select({ policyNo: policies.policyNo }).from(policies).where(eq(policies.id, id));
  return row?.policyNo;
}

/**
 * The policies removed with the demo partners (inside their removal's transaction); their members, versions, ledger,
 * refunds and tax documents go with them.
 */
export async function deletePolicies(tx: Db, policyIds: number[]) {
  const which = inIds(policies.id, policyIds);
  if (which) await tx.delete(policies).where(which);
}
