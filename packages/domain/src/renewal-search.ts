import { z } from "zod";
import { birthDateWindow, DATE_MESSAGES, type DateInput, isDateWithin, isIsoDate } from "./dates";
import { DOCUMENT_MESSAGES, passportNumberSchema } from "./documents";
import {
  EMIRATES_ID_MESSAGES,
  emiratesIdSchema,
  formatEmiratesIdInput,
  isEmiratesIdPlaceholder,
  normalizeEmiratesId,
} from "./emirates-id";
import { addIssue, checkField } from "./field-check";
import { singleLineText } from "./text-schema";

/** "Search by" codes, sent as search_by. */
export const SEARCH_BY = { EMIRATES_ID: 1, POLICY_NUMBER: 2, PASSPORT: 3 } as const;
export type SearchBy = (typeof SEARCH_BY)[keyof typeof SEARCH_BY];
export const SEARCH_BY_OPTIONS = [
  { value: SEARCH_BY.EMIRATES_ID, label: "Emirates ID" },
  { value: SEARCH_BY.POLICY_NUMBER, label: "Policy Number" },
  { value: SEARCH_BY.PASSPORT, label: "Passport" },
] as const;

/** A policy can be renewed from this many days before it expires. */
export const RENEWAL_WINDOW_DAYS = 60;
export const POLICY_NUMBER_MAX_LENGTH = 50;

export const RENEWAL_SEARCH_MESSAGES = {
  searchByRequired: "Please Select Search Tab",
  dateOfBirthRequired: "Please enter date of birth",
  noRecord: "No record found",
  emiratesIdRequired: EMIRATES_ID_MESSAGES.required,
  emiratesIdPlaceholder: "Search with a real Emirates ID number, or search by Policy Number or Passport instead.",
  policyNumberRequired: "Policy number is required",
  policyNumberTooLong: `Cannot be more than ${POLICY_NUMBER_MAX_LENGTH} characters`,
  passportRequired: DOCUMENT_MESSAGES.passportRequired,
  dateInvalid: DATE_MESSAGES.invalid,
  dateOfBirthOutOfRange: DATE_MESSAGES.dateOfBirthOutOfRange,
  /** Said for every number, known or not, once its searches keep finding nothing: it reveals no policy. */
  targetLocked:
    "For your security, this number cannot be searched for a while because several searches for it found no record. Check the number and the date of birth and try again later, or search by another number.",
  general:
    "We could not search for the policy just now. Please try again in a few minutes; if it keeps failing, contact customer relations.",
} as const;

/**
 * Searches of one number that found nothing before that number is refused: a few in a short window (a customer's
 * typing mistakes), and a daily ceiling, so that guessing a date of birth takes years rather than weeks.
 */
export const RENEWAL_TARGET_FAILURES = 5;
export const RENEWAL_TARGET_WINDOW_MINUTES = 15;
export const RENEWAL_TARGET_DAILY_FAILURES = 20;

/**
 * The number searched for, spelled the way the search matches it (policy numbers ignore case; Emirates ID and
 * passport arrive normalised by the schema), so that failures count against one target however it was typed.
 */
export function searchTargetOf(search: Pick<RenewalSearch, "search_by" | "search_text">): string {
  const text = search.search_text.trim();
  return `${search.search_by}:${search.search_by === SEARCH_BY.POLICY_NUMBER ? text.toUpperCase() : text}`;
}

export const policyNumberSchema = singleLineText({ error: RENEWAL_SEARCH_MESSAGES.policyNumberRequired })
  .min(1, RENEWAL_SEARCH_MESSAGES.policyNumberRequired)
  .max(POLICY_NUMBER_MAX_LENGTH, RENEWAL_SEARCH_MESSAGES.policyNumberTooLong);

/** Placeholders mean "no card yet" and would match every such member, so they cannot be searched for. */
const searchEmiratesIdSchema = emiratesIdSchema.refine(
  (value) => !isEmiratesIdPlaceholder(value),
  RENEWAL_SEARCH_MESSAGES.emiratesIdPlaceholder,
);

export function searchTextSchema(searchBy: SearchBy) {
  if (searchBy === SEARCH_BY.EMIRATES_ID) return searchEmiratesIdSchema;
  return searchBy === SEARCH_BY.PASSPORT ? passportNumberSchema : policyNumberSchema;
}

/** Emirates ID gets its hyphens as the user types; the other kinds are left as typed. */
export function formatSearchTextInput(searchBy: SearchBy | null | undefined, raw: string): string {
  return searchBy === SEARCH_BY.EMIRATES_ID ? formatEmiratesIdInput(raw) : raw;
}

/** The server receives the same spelling whatever the user typed: hyphenated Emirates ID, upper-case passport. */
function normalizeSearchText(searchBy: SearchBy | null | undefined, text: string): string {
  if (searchBy === SEARCH_BY.EMIRATES_ID) return normalizeEmiratesId(text);
  return searchBy === SEARCH_BY.PASSPORT ? text.toUpperCase() : text;
}

export function renewalSearchSchema(today: DateInput) {
  const window = birthDateWindow(today);
  const dateOfBirth = singleLineText()
    .min(1, RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired)
    .refine((date) => date === "" || isIsoDate(date), RENEWAL_SEARCH_MESSAGES.dateInvalid)
    .refine((date) => !isIsoDate(date) || isDateWithin(date, window), DATE_MESSAGES.dateOfBirthOutOfRange(window));
  return z
    .object({
      search_by: z.literal(Object.values(SEARCH_BY)).nullish(),
      search_text: singleLineText(),
      date_of_birth: singleLineText(),
      partner_sno: z.number().int().positive().optional(),
    })
    .overwrite((v) => ({ ...v, search_text: normalizeSearchText(v.search_by, v.search_text) }))
    .superRefine((v, ctx) => {
      if (v.search_by == null) addIssue(ctx, ["search_by"], RENEWAL_SEARCH_MESSAGES.searchByRequired);
      else checkField(ctx, ["search_text"], searchTextSchema(v.search_by), v.search_text);
      checkField(ctx, ["date_of_birth"], dateOfBirth, v.date_of_birth);
    });
}
export type RenewalSearch = z.infer<ReturnType<typeof renewalSearchSchema>>;
