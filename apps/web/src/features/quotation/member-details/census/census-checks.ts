import {
  CENSUS_COLUMNS,
  type CensusRow,
  checkCensusRows,
  type DateInput,
  MEMBER_ENTRY_DEFAULTS,
  memberEntrySchema,
  type Planfor,
  problemsByField,
} from "@pp/domain";
import type { CensusState, CheckedRow, Problems } from "./census-state";

/*
 * The census's rows checked with the member form's rules: the domain's schemas, and zod with them. Step 2 loads this
 * once a census is there to check (a file chosen, or one kept in the tab), not with the page, so the page paints
 * without zod.
 */

export function censusFromFile(fileName: string, rows: CensusRow[], planfor: Planfor, today: DateInput): CensusState {
  return {
    fileName,
    rows: checkCensusRows(rows, planfor, today).map((checked) => ({
      row: checked.row,
      member: { ...MEMBER_ENTRY_DEFAULTS, ...checked.member },
      unknownChoices: Object.fromEntries(
        Object.entries(checked.fieldErrors).filter(([field]) => unknownChoiceFields.has(field)),
      ),
    })),
  };
}

// Only these columns have choices; their "Choose one of" message stays until the row is fixed.
const unknownChoiceFields = new Set<string>(CENSUS_COLUMNS.filter((c) => c.options).map((c) => c.field));

/** Every row checked with the member form's rules, the census's unknown choices first. */
export function checkRows(state: CensusState, planfor: Planfor, today: DateInput): CheckedRow[] {
  const schema = memberEntrySchema(today, planfor);
  return state.rows.map((row) => {
    const parsed = schema.safeParse(row.member);
    const problems: Problems = { ...(parsed.success ? {} : problemsByField(parsed.error)), ...row.unknownChoices };
    return parsed.success && Object.keys(problems).length === 0
      ? { ...row, ready: true, entry: parsed.data }
      : { ...row, ready: false, problems };
  });
}
