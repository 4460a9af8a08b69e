import { formatEmiratesIdInput } from "./emirates-id-format";
import { say } from "./i18n/say";
import { tooManyCharacters } from "./length-messages";

/*
 * The renewal search's codes, limits and messages, free of zod: the customer's search page (the first page of a renewal,
 * often opened on a phone) shows and formats the form with these and loads the schema (renewal-search.ts) only to check
 * what was typed.
 */

/** "Search by" codes, sent as searchBy. */
export const SEARCH_BY = { EMIRATES_ID: 1, POLICY_NUMBER: 2, PASSPORT: 3 } as const;
export type SearchBy = (typeof SEARCH_BY)[keyof typeof SEARCH_BY];
export const SEARCH_BY_OPTIONS = [
  { value: SEARCH_BY.EMIRATES_ID, label: say(/*i18n*/ { id: "common.emiratesId", message: "Emirates ID" }) },
  {
    value: SEARCH_BY.POLICY_NUMBER,
    label: say(/*i18n*/ { id: "renewalSearchRule.policyNumber", message: "Policy Number" }),
  },
  { value: SEARCH_BY.PASSPORT, label: say(/*i18n*/ { id: "common.passport", message: "Passport" }) },
] as const;

/** A policy can be renewed from this many days before it expires. */
export const RENEWAL_WINDOW_DAYS = 60;
export const POLICY_NUMBER_MAX_LENGTH = 50;

export const RENEWAL_SEARCH_MESSAGES = {
  searchByRequired: say(
    /*i18n*/ { id: "renewalSearchRule.pleaseSelectSearchTab", message: "Please Select Search Tab" },
  ),
  dateOfBirthRequired: say(
    /*i18n*/ { id: "renewalSearchRule.pleaseEnterDateOfBirth", message: "Please enter date of birth" },
  ),
  noRecord: say(/*i18n*/ { id: "renewalSearchRule.noRecordFound", message: "No record found" }),
  emiratesIdPlaceholder: say(
    /*i18n*/ {
      id: "renewalSearchRule.searchWithARealEmiratesId",
      message: "Search with a real Emirates ID number, or search by Policy Number or Passport instead.",
    },
  ),
  policyNumberRequired: say(
    /*i18n*/ { id: "renewalSearchRule.policyNumberIsRequired", message: "Policy number is required" },
  ),
  policyNumberTooLong: tooManyCharacters(POLICY_NUMBER_MAX_LENGTH, { stop: false }),
  /** Said for every number, known or not, once its searches keep finding nothing: it reveals no policy. */
  targetLocked: say(
    /*i18n*/ {
      id: "renewalSearchRule.forYourSecurityThisNumberCannot",
      message:
        "For your security, this number cannot be searched for a while because several searches for it found no record. Check the number and the date of birth and try again later, or search by another number.",
    },
  ),
  general: say(
    /*i18n*/ {
      id: "renewalSearchRule.weCouldNotSearchForThe",
      message:
        "We could not search for the policy just now. Please try again in a few minutes; if it keeps failing, contact customer relations.",
    },
  ),
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
export function searchTargetOf(search: { searchBy?: SearchBy | null; searchText: string }): string {
  const text = search.searchText.trim();
  return `${search.searchBy}:${search.searchBy === SEARCH_BY.POLICY_NUMBER ? text.toUpperCase() : text}`;
}

/** Emirates ID gets its hyphens as the user types; the other kinds are left as typed. */
export function formatSearchTextInput(searchBy: SearchBy | null | undefined, raw: string): string {
  return searchBy === SEARCH_BY.EMIRATES_ID ? formatEmiratesIdInput(raw) : raw;
}
