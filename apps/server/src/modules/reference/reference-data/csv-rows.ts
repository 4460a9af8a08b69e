import { parse } from "csv-parse/sync";
import type { z } from "zod";

/** A reference file the portal refuses, with the file and line it concerns. */
export class ReferenceDataError extends Error {}

/** The data rows of a CSV file (RFC 4180, read by csv-parse), as objects keyed by the trimmed header row. */
function readCsv(text: string, file: string): Record<string, string>[] {
  try {
    return parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
    }) as Record<string, string>[];
  } catch (error) {
    // A row with more or fewer fields than the header, an unclosed quote: say where, as for a bad value.
    throw new ReferenceDataError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Every data row of a CSV file checked by `schema`; the first bad row is refused with its line number. */
export function parseRows<T extends z.ZodType>(text: string, schema: T, file: string): z.output<T>[] {
  return readCsv(text, file).map((raw, i) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ReferenceDataError(`${file} line ${i + 2}: ${issue.path.join(".")}: ${issue.message}`);
    }
    return parsed.data;
  });
}
