import type { MemberEntry, MemberEntryInput } from "@pp/domain";

/**
 * A census between its upload and its members' addition: each row's member as the form holds it, and the census's own
 * problems (a choice the column does not know) until the row is fixed on screen. Kept in the tab's session storage,
 * so a reload or a visit to another page loses neither the file's rows nor the fixes. Free of zod: the rows are checked
 * by census-checks.ts, which step 2 loads once a census is there to check.
 */
export type CensusRowState = { row: number; member: MemberEntryInput; unknownChoices: Record<string, string[]> };
export type CensusState = { fileName: string; rows: CensusRowState[] };

/** A row checked: ready with the values to send, or its problems by field. */
export type CheckedRow = CensusRowState & ({ ready: true; entry: MemberEntry } | { ready: false; problems: Problems });
export type Problems = Record<string, string[]>;

const storageKey = (quotationId: number) => `CensusRows.${quotationId}`;

/** The row fixed in the member form: its new values, and no census problem left. */
export const fixRow = (state: CensusState, row: number, member: MemberEntryInput): CensusState => ({
  ...state,
  rows: state.rows.map((r) => (r.row === row ? { row, member, unknownChoices: {} } : r)),
});

/** What is left once the ready rows were added. */
export const withoutRows = (state: CensusState, rows: ReadonlySet<number>): CensusState => ({
  ...state,
  rows: state.rows.filter((r) => !rows.has(r.row)),
});

/**
 * The tab's census for the quotation, or null. What another release of the app kept in another shape is forgotten
 * rather than allowed to break step 2: the partner uploads the file again.
 */
export function loadCensus(quotationId: number): CensusState | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(quotationId)) ?? "null") as Partial<CensusState> | null;
    return stored && typeof stored.fileName === "string" && Array.isArray(stored.rows) && stored.rows.every(isRowState)
      ? (stored as CensusState)
      : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;
const isRowState = (row: unknown) =>
  isObject(row) &&
  typeof (row as CensusRowState).row === "number" &&
  isObject((row as CensusRowState).member) &&
  isObject((row as CensusRowState).unknownChoices);

export function saveCensus(quotationId: number, state: CensusState | null) {
  if (state) sessionStorage.setItem(storageKey(quotationId), JSON.stringify(state));
  else sessionStorage.removeItem(storageKey(quotationId));
}
