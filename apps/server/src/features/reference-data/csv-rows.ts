import type { z } from "zod";
import { parseCsv } from "./csv";

/** A reference file the portal refuses, with the file and line it concerns. */
export class ReferenceDataError extends Error {}

/** Every data row of a CSV file checked by `schema`; the first bad row is refused with its line number. */
export function parseRows<T extends z.ZodType>(text: string, schema: T, file: string): z.output<T>[] {
  return parseCsv(text).map((raw, i) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ReferenceDataError(`${file} line ${i + 2}: ${issue.path.join(".")}: ${issue.message}`);
    }
    return parsed.data;
  });
}
