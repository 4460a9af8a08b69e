import { say } from "./i18n/say";
import { PLANFOR, type Planfor } from "./planfor";

/** Said once, where two places of this module say the same words. */
const employeeSaid = say(/*i18n*/ { id: "common.employee", message: "Employee" });
const childSaid = say(/*i18n*/ { id: "memberKinds.child", message: "Child" });
const dependentSaid = say(/*i18n*/ { id: "memberKinds.dependent", message: "Dependent" });
const domesticWorkerSaid = say(/*i18n*/ { id: "memberKinds.domesticWorker", message: "Domestic worker" });

/* Who a member is (type, relation, marital status, salary band, occupation), free of zod: the customer's renewal pages
 * name members without loading the member form's schemas, which are in member.ts. */

/** 1 dependent; 2 and 4 are the company cases; everyone who is not a dependent is a "worker". */
export const MEMBER_TYPE = { DEPENDENT: 1, EMPLOYEE: 2, DOMESTIC_WORKER: 3, PARTNER_INVESTOR: 4 } as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];
export const MEMBER_TYPE_OPTIONS = [
  { value: MEMBER_TYPE.DEPENDENT, label: dependentSaid },
  { value: MEMBER_TYPE.EMPLOYEE, label: employeeSaid },
  {
    value: MEMBER_TYPE.DOMESTIC_WORKER,
    label: domesticWorkerSaid,
  },
  {
    value: MEMBER_TYPE.PARTNER_INVESTOR,
    label: say(/*i18n*/ { id: "memberKinds.partnerInvestor", message: "Partner / Investor" }),
  },
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
export function memberKindLabel(memberType: number): string {
  return memberType === MEMBER_TYPE.DEPENDENT
    ? dependentSaid
    : say(/*i18n*/ { id: "memberKinds.worker", message: "Worker" });
}

export const RELATIONS = ["spouse", "child", "parent"] as const;
export type Relation = (typeof RELATIONS)[number];
export const RELATION_OPTIONS = [
  { value: "spouse", label: say(/*i18n*/ { id: "memberKinds.spouse", message: "Spouse" }) },
  { value: "child", label: childSaid },
  { value: "parent", label: say(/*i18n*/ { id: "memberKinds.parent", message: "Parent" }) },
] as const satisfies readonly { value: Relation; label: string }[];

export const MARITAL_STATUSES = ["single", "married", "divorced", "widowed"] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_OPTIONS = [
  { value: "single", label: say(/*i18n*/ { id: "memberKinds.single", message: "Single" }) },
  { value: "married", label: say(/*i18n*/ { id: "common.married", message: "Married" }) },
  { value: "divorced", label: say(/*i18n*/ { id: "memberKinds.divorced", message: "Divorced" }) },
  { value: "widowed", label: say(/*i18n*/ { id: "memberKinds.widowed", message: "Widowed" }) },
] as const satisfies readonly { value: MaritalStatus; label: string }[];

/** the Essential Benefits Plan is compulsory for employees earning AED 4,000 a month or less. */
export const SALARY_BAND_LIMIT_AED = 4000;
export const SALARY_BANDS = ["upto4000", "above4000"] as const;
export type SalaryBand = (typeof SALARY_BANDS)[number];
export const SALARY_BAND_OPTIONS = [
  { value: "upto4000", label: say(/*i18n*/ { id: "common.upToAed4000A", message: "Up to AED 4,000 a month" }) },
  {
    value: "above4000",
    label: say(/*i18n*/ { id: "memberKinds.aboveAed4000AMonth", message: "Above AED 4,000 a month" }),
  },
] as const satisfies readonly { value: SalaryBand; label: string }[];

/** The value is the label: the spec compares occupation with "Employee". */
export const OCCUPATIONS = [
  employeeSaid,
  domesticWorkerSaid,
  say(/*i18n*/ { id: "memberKinds.occupation.investor", message: "Investor" }),
  say(/*i18n*/ { id: "memberKinds.occupation.homemaker", message: "Homemaker" }),
  say(/*i18n*/ { id: "memberKinds.occupation.student", message: "Student" }),
  childSaid,
  say(/*i18n*/ { id: "memberKinds.occupation.other", message: "Other" }),
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];
/**
 * An occupation as a screen shows it: the domain's own word when it is one (said here, so that Arabic finds its words
 * on a page that loads no form with the options), else as it was stored.
 */
export const occupationLabel = (stored: string): string => OCCUPATIONS.find((o) => o === stored) ?? stored;
