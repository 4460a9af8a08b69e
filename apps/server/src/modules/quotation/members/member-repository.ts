import { MEMBER_TYPE, type MemberEntry } from "@pp/domain";
import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { documents, premiumRates, quotationMembers } from "../../../db/schema";

type Member = typeof quotationMembers.$inferSelect;

export async function listMembers(db: Db, quotationId: number) {
  return db
    .select()
    .from(quotationMembers)
    .where(eq(quotationMembers.quotationId, quotationId))
    .orderBy(asc(quotationMembers.id));
}

/** Columns written from a validated member form; what the member's type does not use is stored as nothing. */
export function memberColumns(m: MemberEntry) {
  const dependent = m.member_type === MEMBER_TYPE.DEPENDENT;
  return {
    memberType: m.member_type!,
    relation: dependent ? m.relation || null : null,
    firstName: m.first_name,
    familyName: m.family_name,
    gender: m.gender!,
    dateOfBirth: m.date_of_birth,
    maritalStatus: m.marital_status!,
    nationality: m.nationality,
    occupation: m.occupation!,
    salaryBand: dependent ? null : m.salary_band || null,
    isNewborn: m.is_newborn,
    ...identityColumns(m),
  };
}

/** The ID numbers the request carried: one left out stays as stored, an empty one is cleared. */
function identityColumns(m: MemberEntry) {
  const columns: { emiratesId?: string | null; passportNo?: string | null; uidNo?: string | null } = {};
  if (m.emirates_id !== undefined) columns.emiratesId = m.emirates_id || null;
  if (m.passport_no !== undefined) columns.passportNo = m.passport_no || null;
  if (m.uid_no !== undefined) columns.uidNo = m.uid_no || null;
  return columns;
}

/** A member under the legacy field names (getAllMemberFullDetail), plus the premium the server computed. */
export function memberView(m: Member) {
  return {
    member_sno: m.id,
    member_type: m.memberType,
    relation: m.relation,
    first_name: m.firstName,
    family_name: m.familyName,
    gender: m.gender,
    date_of_birth: m.dateOfBirth,
    marital_status: m.maritalStatus,
    nationality: m.nationality,
    occupation: m.occupation,
    salary_band: m.salaryBand,
    is_newborn: m.isNewborn,
    emirates_id: m.emiratesId,
    passport_no: m.passportNo,
    uid_no: m.uidNo,
    birth_certificate_no: m.birthCertificateNo,
    premium_fils: m.premiumFils,
    loading_percent: m.loadingPercent,
    base_premium_fils: m.basePremiumFils,
    exclusion: m.exclusion,
  };
}

type InsuredPerson = Pick<
  Member,
  | "memberType"
  | "relation"
  | "firstName"
  | "familyName"
  | "gender"
  | "dateOfBirth"
  | "maritalStatus"
  | "nationality"
  | "occupation"
  | "salaryBand"
  | "emiratesId"
  | "passportNo"
  | "uidNo"
>;

/** Who is insured, copied between a quotation's members and a policy's (issuing, renewing). */
export const insuredPerson = (m: InsuredPerson): InsuredPerson => ({
  memberType: m.memberType,
  relation: m.relation,
  firstName: m.firstName,
  familyName: m.familyName,
  gender: m.gender,
  dateOfBirth: m.dateOfBirth,
  maritalStatus: m.maritalStatus,
  nationality: m.nationality,
  occupation: m.occupation,
  salaryBand: m.salaryBand,
  emiratesId: m.emiratesId,
  passportNo: m.passportNo,
  uidNo: m.uidNo,
});

/** The member of this quotation with the id given; undefined for another quotation's. */
export async function findMemberOf(db: Db, quotationId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(quotationMembers)
    .where(and(eq(quotationMembers.id, memberId), eq(quotationMembers.quotationId, quotationId)));
  return row;
}

/** Saves the identity numbers step 3 asks for (null clears a number). */
export async function updateMemberIdNumbers(
  tx: Db,
  quotationId: number,
  memberId: number,
  numbers: Pick<Member, "emiratesId" | "passportNo" | "uidNo" | "birthCertificateNo">,
) {
  await tx
    .update(quotationMembers)
    .set({ ...numbers, updatedAt: new Date() })
    .where(and(eq(quotationMembers.id, memberId), eq(quotationMembers.quotationId, quotationId)));
}

type NewMember = typeof quotationMembers.$inferInsert;

/** Answers the new member's id. */
export async function insertMember(tx: Db, values: NewMember) {
  const [row] = await tx.insert(quotationMembers).values(values).returning({ id: quotationMembers.id });
  return row!.id;
}

/**
 * The quotation's members become `rows`, as a whole (a renewal's save replaces the members it keeps); `first` when it
 * has none yet.
 */
export async function replaceQuotationMembers(tx: Db, quotationId: number, rows: NewMember[], first: boolean) {
  if (!first) await tx.delete(quotationMembers).where(eq(quotationMembers.quotationId, quotationId));
  await tx.insert(quotationMembers).values(rows);
}

/** False when the quotation has no such member. */
const WITHOUT_TERMS = { loadingPercent: null, exclusion: null } as const;

/**
 * Takes the underwriter's terms off every member of an edited application: each goes back to its rated premium. The
 * application is underwritten again when it is finalized again.
 */
export async function clearMemberTerms(tx: Db, quotationId: number) {
  await tx
    .update(quotationMembers)
    .set({
      ...WITHOUT_TERMS,
      premiumFils: sql`coalesce(${quotationMembers.basePremiumFils}, ${quotationMembers.premiumFils})`,
      basePremiumFils: null,
    })
    .where(
      and(
        eq(quotationMembers.quotationId, quotationId),
        or(isNotNull(quotationMembers.loadingPercent), isNotNull(quotationMembers.exclusion)),
      ),
    );
}

/** Puts an underwriter's terms on one member: the loading goes into the premium, the rated one is kept beside it. */
export async function setMemberTerms(
  tx: Db,
  memberId: number,
  terms: { loadingPercent: number; exclusion: string | null; basePremiumFils: number; premiumFils: number },
) {
  await tx
    .update(quotationMembers)
    .set({ ...terms, updatedAt: new Date() })
    .where(eq(quotationMembers.id, memberId));
}

export async function updateMemberOf(tx: Db, quotationId: number, memberId: number, changes: Partial<NewMember>) {
  // A member priced again is priced from the rates alone: an underwriter's terms were for the member as they were.
  const repriced = changes.premiumFils === undefined ? {} : { ...WITHOUT_TERMS, basePremiumFils: null };
  const updated = await tx
    .update(quotationMembers)
    .set({ ...changes, ...repriced, updatedAt: new Date() })
    .where(and(eq(quotationMembers.id, memberId), eq(quotationMembers.quotationId, quotationId)))
    .returning({ id: quotationMembers.id });
  return updated.length > 0;
}

/**
 * Removes the member; their documents stay for the audit trail but are no longer anyone's current document. False
 * when the quotation has no such member.
 */
export async function deleteMemberOf(tx: Db, quotationId: number, memberId: number) {
  await tx
    .update(documents)
    .set({ replacedAt: new Date() })
    .where(and(eq(documents.quotationId, quotationId), eq(documents.memberId, memberId), isNull(documents.replacedAt)));
  const removed = await tx
    .delete(quotationMembers)
    .where(and(eq(quotationMembers.id, memberId), eq(quotationMembers.quotationId, quotationId)))
    .returning({ id: quotationMembers.id });
  return removed.length > 0;
}

/** The premium rate rows that may price one member (the rule picks among marital statuses). */
export const rateCandidates = (
  db: Db,
  key: { product: string; plan: string; tpaId: number; ageBand: string; gender: number },
) =>
  db
    .select()
    .from(premiumRates)
    .where(
      and(
        eq(premiumRates.product, key.product),
        eq(premiumRates.plan, key.plan),
        eq(premiumRates.tpaId, key.tpaId),
        eq(premiumRates.ageBand, key.ageBand),
        eq(premiumRates.gender, key.gender),
      ),
    );
export type RateRecord = typeof premiumRates.$inferSelect;
