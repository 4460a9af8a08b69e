import { say } from "./i18n/say";
/** A person's gender as the insurer records it, without the schema (person.ts) that checks it. */
export const GENDER = { MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];
export const GENDER_OPTIONS = [
  { value: GENDER.MALE, label: say(/*i18n*/ { id: "common.male", message: "Male" }) },
  { value: GENDER.FEMALE, label: say(/*i18n*/ { id: "gender.female", message: "Female" }) },
] as const;
export const GENDER_REQUIRED_MESSAGE = say(/*i18n*/ { id: "gender.genderIsRequired", message: "Gender is required." });
