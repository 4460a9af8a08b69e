import { z } from "zod";
import { birthDateWindow, DATE_MESSAGES, type DateInput, daysBetween, isDateWithin, isIsoDate } from "./dates";
import { addIssue, checkFields, isBlank } from "./field-check";
import { GENDER_REQUIRED_MESSAGE } from "./gender";
import { say } from "./i18n/say";
import {
  isMemberTypeAllowed,
  MARITAL_STATUSES,
  MEMBER_TYPE,
  OCCUPATIONS,
  RELATIONS,
  SALARY_BANDS,
} from "./member-kinds";
import { isNationalityCode } from "./nationalities";
import { genderSchema, NAME_MESSAGES, nameTextSchema, personNameSchema } from "./person";
import type { Planfor } from "./planfor";
import { singleLineText } from "./text-schema";

export const NEWBORN_MAX_AGE_DAYS = 30;

export const MEMBER_MESSAGES = {
  memberTypeRequired: say(/*i18n*/ { id: "member.memberTypeIsRequired", message: "Member type is required." }),
  memberTypeNotAllowed: say(
    /*i18n*/ { id: "member.thisMemberTypeIsNotAvailable", message: "This member type is not available for this plan." },
  ),
  relationRequired: say(/*i18n*/ { id: "member.relationIsRequired", message: "Relation is required." }),
  firstNameRequired: say(/*i18n*/ { id: "common.firstNameIsRequired", message: "First Name is required." }),
  familyNameRequired: say(/*i18n*/ { id: "member.familyNameIsRequired", message: "Family Name is required." }),
  alphabetsOnly: NAME_MESSAGES.alphabetsOnly,
  nameTooLong: NAME_MESSAGES.tooLong,
  genderRequired: GENDER_REQUIRED_MESSAGE,
  dateOfBirthRequired: say(/*i18n*/ { id: "common.pleaseEnterDateOfBirth", message: "Please enter date of birth." }),
  dateInvalid: DATE_MESSAGES.invalid,
  dateOfBirthOutOfRange: DATE_MESSAGES.dateOfBirthOutOfRange,
  maritalStatusRequired: say(/*i18n*/ { id: "member.maritalStatusIsRequired", message: "Marital status is required." }),
  nationalityRequired: say(/*i18n*/ { id: "member.nationalityIsRequired", message: "Nationality is required." }),
  nationalityInvalid: say(
    /*i18n*/ { id: "member.chooseANationalityFromTheList", message: "Choose a nationality from the list." },
  ),
  occupationRequired: say(/*i18n*/ { id: "member.occupationIsRequired", message: "Occupation is required." }),
  // The same words as the field's label, "Monthly salary".
  salaryBandRequired: say(/*i18n*/ { id: "member.monthlySalaryIsRequired", message: "Monthly salary is required." }),
  newbornInvalid: say(
    /*i18n*/ { id: "member.aNewbornMustBeAChild", message: "A newborn must be a child born in the last 30 days." },
  ),
} as const;

export function memberDateOfBirthSchema(today: DateInput) {
  const window = birthDateWindow(today);
  return singleLineText({ error: MEMBER_MESSAGES.dateOfBirthRequired })
    .min(1, MEMBER_MESSAGES.dateOfBirthRequired)
    .refine((date) => date === "" || isIsoDate(date), MEMBER_MESSAGES.dateInvalid)
    .refine((date) => !isIsoDate(date) || isDateWithin(date, window), MEMBER_MESSAGES.dateOfBirthOutOfRange(window));
}

/** Only a child dependent born on one of the last 30 days (today included) may be flagged newborn. */
export function isNewbornEligible(
  member: { member_type?: number | null; relation?: string | null; date_of_birth: string },
  today: DateInput,
): boolean {
  if (member.member_type !== MEMBER_TYPE.DEPENDENT || member.relation !== "child") return false;
  if (!isIsoDate(member.date_of_birth)) return false;
  const ageInDays = daysBetween(member.date_of_birth, today);
  return ageInDays >= 0 && ageInDays <= NEWBORN_MAX_AGE_DAYS;
}

/** Selects may hold "" or null while nothing is chosen; the superRefine reports them as missing. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal("")]).nullish();

/**
 * The member form's fields and types. Which member types are allowed depends on the quotation's plan, so the server
 * checks the shape of a request with this and the rules with memberFormSchema once it has read the quotation.
 */
export const memberFieldsSchema = z.object({
  member_sno: z.number().int().positive().optional(),
  member_type: z.literal(Object.values(MEMBER_TYPE)).nullish(),
  relation: choice(RELATIONS),
  first_name: nameTextSchema(MEMBER_MESSAGES.firstNameRequired),
  family_name: nameTextSchema(MEMBER_MESSAGES.familyNameRequired),
  gender: genderSchema.nullish(),
  date_of_birth: singleLineText(),
  marital_status: choice(MARITAL_STATUSES),
  nationality: singleLineText().toUpperCase(),
  occupation: choice(OCCUPATIONS),
  salary_band: choice(SALARY_BANDS),
  is_newborn: z.boolean().default(false),
});

/** The member's own rules, for the member form and for any schema that carries a member's fields. */
export function checkMember(
  ctx: z.RefinementCtx,
  v: z.infer<typeof memberFieldsSchema>,
  today: DateInput,
  planfor: Planfor,
) {
  const dependent = v.member_type === MEMBER_TYPE.DEPENDENT;
  if (v.member_type == null) addIssue(ctx, ["member_type"], MEMBER_MESSAGES.memberTypeRequired);
  else if (!isMemberTypeAllowed(planfor, v.member_type)) {
    addIssue(ctx, ["member_type"], MEMBER_MESSAGES.memberTypeNotAllowed);
  }
  if (dependent && !v.relation) addIssue(ctx, ["relation"], MEMBER_MESSAGES.relationRequired);
  checkFields(ctx, v, {
    first_name: personNameSchema(MEMBER_MESSAGES.firstNameRequired),
    family_name: personNameSchema(MEMBER_MESSAGES.familyNameRequired),
    date_of_birth: memberDateOfBirthSchema(today),
  });
  if (v.gender == null) addIssue(ctx, ["gender"], MEMBER_MESSAGES.genderRequired);
  if (!v.marital_status) addIssue(ctx, ["marital_status"], MEMBER_MESSAGES.maritalStatusRequired);
  if (isBlank(v.nationality)) addIssue(ctx, ["nationality"], MEMBER_MESSAGES.nationalityRequired);
  else if (!isNationalityCode(v.nationality)) addIssue(ctx, ["nationality"], MEMBER_MESSAGES.nationalityInvalid);
  if (!v.occupation) addIssue(ctx, ["occupation"], MEMBER_MESSAGES.occupationRequired);
  // The salary band decides eligibility for workers; a dependent is covered through the sponsor.
  if (v.member_type != null && !dependent && !v.salary_band) {
    addIssue(ctx, ["salary_band"], MEMBER_MESSAGES.salaryBandRequired);
  }
  if (v.is_newborn && !isNewbornEligible(v, today)) addIssue(ctx, ["is_newborn"], MEMBER_MESSAGES.newbornInvalid);
}

export function memberFormSchema(today: DateInput, planfor: Planfor) {
  return memberFieldsSchema.superRefine((v, ctx) => checkMember(ctx, v, today, planfor));
}
export type MemberForm = z.infer<ReturnType<typeof memberFormSchema>>;
export type MemberFormInput = z.input<ReturnType<typeof memberFormSchema>>;

export const MEMBER_FORM_DEFAULTS: MemberForm = {
  member_type: null,
  relation: null,
  first_name: "",
  family_name: "",
  gender: null,
  date_of_birth: "",
  marital_status: null,
  nationality: "",
  occupation: null,
  salary_band: null,
  is_newborn: false,
};
