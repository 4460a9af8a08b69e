import { QUOTATION_STATUS, type RenewalSearch, SEARCH_BY } from "@pp/domain";
import { and, asc, between, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  policies,
  policyMembers,
  quotationMembers,
  quotations,
  renewalAnswers,
  renewalQuestions,
} from "../../../db/schema";

export type Policy = typeof policies.$inferSelect;
export type Quotation = typeof quotations.$inferSelect;
export type PolicyMember = typeof policyMembers.$inferSelect;
type NewRenewalAnswer = typeof renewalAnswers.$inferInsert;

/** A renewal that is paid, or has its policy, is over: nothing may change or reopen it. */
const CLOSED_RENEWAL_STATUSES = [QUOTATION_STATUS.PAID, QUOTATION_STATUS.POLICY_ISSUED];

/** The policy's renewals that are still open (not paid, no policy yet), or those that are closed. */
export const renewalsOf = (db: Db, policyId: number, which: "open" | "closed") =>
  db
    .select()
    .from(quotations)
    .where(
      and(
        eq(quotations.parentPolicyId, policyId),
        eq(quotations.journey, "renewal"),
        (which === "open" ? notInArray : inArray)(quotations.status, CLOSED_RENEWAL_STATUSES),
      ),
    );

/** The policy's renewal that is still open (not paid, no policy yet), if one was started. */
export async function openRenewal(db: Db, policyId: number, opts: { lock?: boolean } = {}) {
  const query = renewalsOf(db, policyId, "open");
  const [row] = opts.lock ? await query.for("update") : await query;
  return row;
}

/** The policy, its row locked until the transaction `tx` ends. */
export async function lockPolicy(tx: Db, policyId: number): Promise<Policy | undefined> {
  const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for("update");
  return policy;
}

/** The policy with the quotation it was issued from. */
export async function findPolicyWithQuotation(db: Db, policyId: number) {
  const [row] = await db
    .select({ policy: policies, quotation: quotations })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(eq(policies.id, policyId));
  return row;
}

export const policyMembersOf = (db: Db, policyId: number) =>
  db.select().from(policyMembers).where(eq(policyMembers.policyId, policyId)).orderBy(asc(policyMembers.id));

/** Those of `ids` that are members of the policy. */
export const policyMembersAmong = (db: Db, policyId: number, ids: number[]) =>
  db
    .select()
    .from(policyMembers)
    .where(and(eq(policyMembers.policyId, policyId), inArray(policyMembers.id, ids.length ? ids : [0])));

/** Which policy members the renewal keeps. */
export async function keptPolicyMemberIds(db: Db, renewalId: number) {
  const rows = await db
    .select({ source: quotationMembers.sourcePolicyMemberId })
    .from(quotationMembers)
    .where(eq(quotationMembers.quotationId, renewalId));
  return new Set(rows.map((r) => r.source));
}

export const renewalMembersOf = (db: Db, renewalId: number) =>
  db
    .select()
    .from(quotationMembers)
    .where(eq(quotationMembers.quotationId, renewalId))
    .orderBy(asc(quotationMembers.id));

export const activeDeclarationQuestions = (db: Db) =>
  db.select().from(renewalQuestions).where(eq(renewalQuestions.active, true)).orderBy(asc(renewalQuestions.position));

/** The renewal's declaration becomes `rows`. */
export async function replaceRenewalAnswers(tx: Db, renewalId: number, rows: NewRenewalAnswer[]) {
  await tx.delete(renewalAnswers).where(eq(renewalAnswers.quotationId, renewalId));
  await tx.insert(renewalAnswers).values(rows);
}

export const renewalAnswersOf = (db: Db, renewalId: number) =>
  db.select().from(renewalAnswers).where(eq(renewalAnswers.quotationId, renewalId));

export async function countRenewalAnswers(db: Db, renewalId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(renewalAnswers)
    .where(eq(renewalAnswers.quotationId, renewalId));
  return row?.n ?? 0;
}

/** Active policies of `product` whose cover ends between the two dates (inclusive). */
export const activePoliciesEndingBetween = (db: Db, product: Policy["product"], from: string, to: string) =>
  db
    .select()
    .from(policies)
    .where(and(eq(policies.status, "active"), eq(policies.product, product), between(policies.endDate, from, to)));

/**
 * The insured members of `product`'s policies whose ID (Emirates ID, passport) or policy number and date of birth
 * match the search, newest cover first, with their policy and its quotation number.
 */
export function membersMatching(db: Db, search: RenewalSearch, product: Policy["product"]) {
  const { searchBy, searchText, dateOfBirth } = search;
  const match =
    searchBy === SEARCH_BY.EMIRATES_ID
      ? eq(policyMembers.emiratesId, searchText)
      : searchBy === SEARCH_BY.PASSPORT
        ? eq(policyMembers.passportNo, searchText)
        : sql`lower(${policies.policyNo}) = lower(${searchText})`;
  return db
    .select({ policy: policies, quotationNo: quotations.quotationNo, member: policyMembers })
    .from(policyMembers)
    .innerJoin(policies, eq(policies.id, policyMembers.policyId))
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(and(match, eq(policyMembers.dateOfBirth, dateOfBirth), eq(policies.product, product)))
    .orderBy(desc(policies.endDate), asc(policies.id))
    .limit(50);
}

/** The policy that renewed `policyId`, with its quotation number. */
export async function renewingPolicy(db: Db, policyId: number) {
  const [child] = await db
    .select({ policy: policies, quotationNo: quotations.quotationNo })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(eq(policies.parentPolicyId, policyId));
  return child;
}
