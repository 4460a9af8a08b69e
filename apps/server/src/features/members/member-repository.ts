import { MEMBER_TYPE, type MemberForm } from "@pp/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { quotationMembers } from "../../db/schema";

export type Member = typeof quotationMembers.$inferSelect;

export async function listMembers(db: Db, quotationId: number) {
  return db
    .select()
    .from(quotationMembers)
    .where(eq(quotationMembers.quotationId, quotationId))
    .orderBy(asc(quotationMembers.id));
}

/** Columns written from a validated member form; what the member's type does not use is stored as nothing. */
export function memberColumns(m: MemberForm) {
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
  };
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
  };
}
export type MemberView = ReturnType<typeof memberView>;

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
