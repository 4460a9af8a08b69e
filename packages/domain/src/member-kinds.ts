import { PLANFOR, type Planfor } from "./planfor";

/* Who a member is (type, relation, marital status, salary band, occupation), free of zod: the customer's renewal pages
 * name members without loading the member form's schemas, which are in member.ts. */

/** 1 dependent; 2 and 4 are the company cases; everyone who is not a dependent is a "worker". */
export const MEMBER_TYPE = { DEPENDENT: 1, EMPLOYEE: 2, DOMESTIC_WORKER: 3, PARTNER_INVESTOR: 4 } as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];
export const MEMBER_TYPE_OPTIONS = [
  { value: MEMBER_TYPE.DEPENDENT, label: "Dependent" },
  { value: MEMBER_TYPE.EMPLOYEE, label: "Employee" },
  { value: MEMBER_TYPE.DOMESTIC_WORKER, label: "Domestic worker" },
  { value: MEMBER_TYPE.PARTNER_INVESTOR, label: "Partner / Investor" },
] as const;

/** A company insures its employees and partners/investors; an individual insures dependents and domestic workers. */
export const MEMBER_TYPES_BY_PLANFOR: Record<Planfor, readonly MemberType[]> = {
  [PLANFOR.INDIVIDUAL]: [MEMBER_TYPE.DEPENDENT, MEMBER_TYPE.DOMESTIC_WORKER],
  [PLANFOR.COMPANY]: [MEMBER_TYPE.EMPLOYEE, MEMBER_TYPE.PARTNER_INVESTOR],
};

export function isMemberTypeAllowed(planfor: Planfor, memberType: number): boolean {
  return (MEMBER_TYPES_BY_PLANFOR[planfor] as readonly number[]).includes(memberType);
}

export function memberTypeOptions(planfor: Planfor) {
  return MEMBER_TYPE_OPTIONS.filter((option) => isMemberTypeAllowed(planfor, option.value));
}

/** Panel titles say "Dependent" for member_type 1 and "Worker" for everything else. */
export function memberKindLabel(memberType: number): "Dependent" | "Worker" {
  return memberType === MEMBER_TYPE.DEPENDENT ? "Dependent" : "Worker";
}

export const RELATIONS = ["spouse", "child", "parent"] as const;
export type Relation = (typeof RELATIONS)[number];
export const RELATION_OPTIONS = [
  { value: "spouse", label: "Spouse" },
  { value: "child", label: "Child" },
  { value: "parent", label: "Parent" },
] as const satisfies readonly { value: Relation; label: string }[];

export const MARITAL_STATUSES = ["single", "married", "divorced", "widowed"] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_OPTIONS = [
  { value: "single", label: "Single" },
  { value: "married", label: "Married" },
  { value: "divorced", label: "Divorced" },
  { value: "widowed", label: "Widowed" },
] as const satisfies readonly { value: MaritalStatus; label: string }[];

/** the Essential Benefits Plan is compulsory for employees earning AED 4,000 a month or less. */
export const SALARY_BAND_LIMIT_AED = 4000;
export const SALARY_BANDS = ["upto4000", "above4000"] as const;
export type SalaryBand = (typeof SALARY_BANDS)[number];
export const SALARY_BAND_OPTIONS = [
  { value: "upto4000", label: "Up to AED 4,000 a month" },
  { value: "above4000", label: "Above AED 4,000 a month" },
] as const satisfies readonly { value: SalaryBand; label: string }[];

/** The value is the label: the spec compares occupation with "Employee". */
export const OCCUPATIONS = [
  "Employee",
  "Domestic worker",
  "Investor",
  "Homemaker",
  "Student",
  "Child",
  "Other",
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];
