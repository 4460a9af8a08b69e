import { z } from "zod";
import { CENSUS_MAX_ROWS, type CensusRow, censusRowToMember } from "./census";
import type { DateInput } from "./dates";
import { type MemberEntryInput, memberEntryFieldsSchema, memberEntrySchema } from "./member-entry";
import type { Planfor } from "./planfor";

/**
 * POST /api/census/read: the uploaded file's rows as text by the template's headings, in the file's order, nothing
 * checked yet; the browser checks each row with the member form's rules, and the server again when they are added.
 */
export const censusReadResponseSchema = z.object({
  rows: z.array(
    z.object({
      /** The row's number in the file (the headings are row 1), so a partner finds it in their spreadsheet. */
      row: z.number().int().positive(),
      cells: z.record(z.string(), z.string()),
    }),
  ),
});
export type CensusReadResponse = z.infer<typeof censusReadResponseSchema>;

/** POST /api/quotations/:id/members/batch: many members added at once, all or none, each priced by the server. */
export const memberBatchBodySchema = z.object({
  members: z.array(memberEntryFieldsSchema).min(1).max(CENSUS_MAX_ROWS),
});
export type MemberBatchBody = z.infer<typeof memberBatchBodySchema>;

/** The batch with each member checked by the member form's rules for the quotation's plan. */
export function memberBatchSchema(today: DateInput, planfor: Planfor) {
  return z.object({ members: z.array(memberEntrySchema(today, planfor)).min(1).max(CENSUS_MAX_ROWS) });
}

export type CensusRowCheck = {
  /** The row's number in the file (the headings are row 1). */
  row: number;
  member: MemberEntryInput;
  /** The form's messages by field; empty when the row can be added as it is. */
  fieldErrors: Record<string, string[]>;
};

/** Every row checked with the member form's rules for the quotation's plan, on `today`. */
export function checkCensusRows(rows: readonly CensusRow[], planfor: Planfor, today: DateInput): CensusRowCheck[] {
  const schema = memberEntrySchema(today, planfor);
  return rows.map(({ row, cells }) => {
    const { member, unknownChoices } = censusRowToMember(cells);
    const parsed = schema.safeParse(member);
    // A choice the column does not know is named as such, rather than as a missing value.
    const fieldErrors = { ...(parsed.success ? {} : problemsByField(parsed.error)), ...unknownChoices };
    return { row, member, fieldErrors };
  });
}

/** A failed check's messages by the field they are about (the first step of each issue's path). */
export function problemsByField(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}
