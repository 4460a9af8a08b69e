/** A person's gender as the insurer records it, without the schema (person.ts) that checks it. */
export const GENDER = { MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];
export const GENDER_OPTIONS = [
  { value: GENDER.MALE, label: "Male" },
  { value: GENDER.FEMALE, label: "Female" },
] as const;
export const GENDER_REQUIRED_MESSAGE = "Gender is required.";
