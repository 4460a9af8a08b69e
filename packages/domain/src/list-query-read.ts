import {
  DEFAULT_PAGE_SIZE,
  FILTER_DATE_PATTERN,
  MAX_LIST_PAGE,
  MAX_PAGE_SIZE,
  MAX_ROW_ID,
  PAGE_SIZES,
  SEARCH_MAX_LENGTH,
  STATUS_FILTER_MAX_LENGTH,
  STATUS_FILTER_PATTERN,
} from "./backoffice-rule";
import { SINGLE_LINE_TEXT } from "./control-chars";
import { isIsoDate } from "./dates";

/*
 * A list's query as its page reads it from the address, without zod, so that a list paints and asks for its rows
 * without loading it. The server's schemas (`listQuery` in backoffice.ts and the lists' `.extend`s) hold the same
 * rules with their messages; this reading keeps each value the schema would accept and drops the others (a hand-edited
 * link, an old bookmark), so their defaults stand. list-query-read.test.ts holds the two to the same answers on
 * generated addresses.
 */

/** A field of a list's own whose values are a fixed set: the product, the view, the kind, an enumerated status. */
type EnumField = { values: readonly string[]; default?: string };

/**
 * What one list's query takes beyond what every list's does: its sorts, the sort it starts with, and its fixed sets
 * (`status` among them when the list's statuses are a set rather than any lowercase word). `Q` is the query's type, as
 * its schema infers it.
 */
export type ListQueryRule<Q> = {
  sorts: readonly string[];
  defaultSort: string;
  enums: Record<string, EnumField>;
  /** The query's type; never set. */
  readonly query?: Q;
};

export const listQueryRule = <Q>(
  sorts: readonly string[],
  defaultSort: string,
  enums: Record<string, EnumField> = {},
): ListQueryRule<Q> => ({ sorts, defaultSort, enums });

/** A whole number of `min`–`max` as `z.coerce.number().int()` reads it, or nothing. */
function wholeNumber(text: string, min: number, max: number) {
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A single line of at most `max` characters, trimmed (`singleLineText().max(max)`), or nothing. */
function singleLine(text: string, max: number) {
  const value = text.trim();
  return SINGLE_LINE_TEXT.test(value) && value.length <= max ? value : undefined;
}

/** A filter's calendar day of 1900–2999, or nothing. */
function filterDate(text: string) {
  const value = singleLine(text, Number.POSITIVE_INFINITY);
  return value !== undefined && FILTER_DATE_PATTERN.test(value) && isIsoDate(value) ? value : undefined;
}

/** The parameters a list keeps in its address; the route gives the rest (`fixed`: the product, the view, the kind). */
export const LIST_ADDRESS_KEYS = [
  "page",
  "pageSize",
  "sort",
  "dir",
  "q",
  "status",
  "from",
  "to",
  "soldBy",
  "team",
] as const;
export type ListAddressKey = (typeof LIST_ADDRESS_KEYS)[number];

/** What every list reads: each value's reading, or nothing when the schema would refuse it. */
const COMMON_FIELDS: Record<
  ListAddressKey,
  (text: string, rule: ListQueryRule<unknown>) => string | number | undefined
> = {
  page: (text) => wholeNumber(text, 1, MAX_LIST_PAGE),
  pageSize: (text) => wholeNumber(text, 1, MAX_PAGE_SIZE),
  sort: (text, rule) => (rule.sorts.includes(text) ? text : undefined),
  dir: (text) => (text === "asc" || text === "desc" ? text : undefined),
  q: (text) => singleLine(text, SEARCH_MAX_LENGTH),
  status: (text) => {
    const value = singleLine(text, STATUS_FILTER_MAX_LENGTH);
    return value !== undefined && STATUS_FILTER_PATTERN.test(value) ? value : undefined;
  },
  from: filterDate,
  to: filterDate,
  soldBy: (text) => wholeNumber(text, 1, MAX_ROW_ID),
  team: (text) => wholeNumber(text, 1, MAX_ROW_ID),
};

/**
 * The list's query from the values of its address and the route's `fixed` ones: defaults for what is missing or
 * refused. A page size the page does not offer is refused too (the server would take any up to its maximum). A fixed
 * value outside its set is the code's mistake, not the visitor's: it throws, as the schema's parse did.
 */
export function readListQuery<Q>(
  rule: ListQueryRule<Q>,
  address: Readonly<Record<string, string | undefined>>,
  fixed: Readonly<Record<string, string>> = {},
): Q {
  const query: Record<string, string | number> = {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: rule.defaultSort,
    dir: "desc",
  };
  for (const [key, field] of Object.entries(rule.enums)) if (field.default !== undefined) query[key] = field.default;
  for (const [key, text] of Object.entries(address)) {
    if (text === undefined || text.trim() === "" || key in fixed) continue;
    const trimmed = text.trim();
    const enumField = rule.enums[key];
    const value = enumField
      ? enumField.values.includes(trimmed)
        ? trimmed
        : undefined
      : key === "pageSize" && !(PAGE_SIZES as readonly number[]).includes(Number(trimmed))
        ? undefined
        : COMMON_FIELDS[key as ListAddressKey]?.(trimmed, rule);
    if (value !== undefined) query[key] = value;
  }
  for (const [key, value] of Object.entries(fixed)) {
    const enumField = rule.enums[key];
    if (!enumField?.values.includes(value)) throw new Error(`The list's ${key} "${value}" is not one it shows.`);
    query[key] = value;
  }
  return query as Q;
}
