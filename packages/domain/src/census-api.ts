import { z } from "zod";
import { CENSUS_MAX_ROWS } from "./census";
import type { DateInput } from "./dates";
import { memberEntryFieldsSchema, memberEntrySchema } from "./member-entry";
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
