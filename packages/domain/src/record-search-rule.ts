/*
 * The top bar's search as a page reads it without checking anything: its limits. The query's and the answer's schemas
 * are in record-search-api.ts, which the search loads with its first request, so the bar brings no zod to a page.
 */

/** Fewer letters match too much to be useful, and each keystroke would scan the partner's whole book. */
export const RECORD_SEARCH_MIN_LENGTH = 2;
/** What one answer lists of each kind; past it, the answer says so and the partner types more. */
export const RECORD_SEARCH_LIMIT = 8;
