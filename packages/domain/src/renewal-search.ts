import { z } from "zod";
import { birthDateWindow, DATE_MESSAGES, type DateInput, isDateWithin, isIsoDate } from "./dates";
import { passportNumberSchema } from "./documents";
import { emiratesIdSchema } from "./emirates-id";
import { isEmiratesIdPlaceholder, normalizeEmiratesId } from "./emirates-id-format";
import { addIssue, checkField } from "./field-check";
import { POLICY_NUMBER_MAX_LENGTH, RENEWAL_SEARCH_MESSAGES, SEARCH_BY, type SearchBy } from "./renewal-search-rule";
import { singleLineText } from "./text-schema";

/* The renewal search's schema; its codes, limits and messages are in renewal-search-rule.ts. */

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

/** The server receives the same spelling whatever the user typed: hyphenated Emirates ID, upper-case passport. */
function normalizeSearchText(searchBy: SearchBy | null | undefined, text: string): string {
  if (searchBy === SEARCH_BY.EMIRATES_ID) return normalizeEmiratesId(text);
  return searchBy === SEARCH_BY.PASSPORT ? text.toUpperCase() : text;
}

export function renewalSearchSchema(today: DateInput) {
  const window = birthDateWindow(today);
  const dateOfBirth = singleLineText()
    .min(1, RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired)
    .refine((date) => date === "" || isIsoDate(date), DATE_MESSAGES.invalid)
    .refine((date) => !isIsoDate(date) || isDateWithin(date, window), DATE_MESSAGES.dateOfBirthOutOfRange(window));
  return z
    .object({
      searchBy: z.literal(Object.values(SEARCH_BY)).nullish(),
      searchText: singleLineText(),
      dateOfBirth: singleLineText(),
      partner_sno: z.number().int().positive().optional(),
    })
    .overwrite((v) => ({ ...v, searchText: normalizeSearchText(v.searchBy, v.searchText) }))
    .superRefine((v, ctx) => {
      if (v.searchBy == null) addIssue(ctx, ["searchBy"], RENEWAL_SEARCH_MESSAGES.searchByRequired);
      else checkField(ctx, ["searchText"], searchTextSchema(v.searchBy), v.searchText);
      checkField(ctx, ["dateOfBirth"], dateOfBirth, v.dateOfBirth);
    });
}
export type RenewalSearch = z.infer<ReturnType<typeof renewalSearchSchema>>;
