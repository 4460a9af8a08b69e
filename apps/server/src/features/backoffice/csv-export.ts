import { Readable } from "node:stream";

/**
 * RFC 4180 field; a leading = + - @ is neutralised so a spreadsheet never runs a cell as a formula. A column marked
 * `digits` (mobile numbers) keeps its leading zeros in Excel: a value of digits only is written as the text formula
 * ="0501234567", which is safe because nothing but digits can be inside it.
 */
function csvField(value: unknown, digits = false): string {
  if (digits && typeof value === "string" && /^\d+$/.test(value)) return `"=""${value}"""`;
  let s = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown; digits?: boolean };

/**
 * Streams the header and then each batch as it arrives: constant memory whatever the row count. UTF-8 with a byte
 * order mark, so Excel reads Arabic names and "AED" amounts as they are.
 */
export function csvStream<T>(columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvField(c.header)).join(",")}\r\n`;
    for await (const batch of batches) {
      yield batch.map((row) => `${columns.map((c) => csvField(c.value(row), c.digits)).join(",")}\r\n`).join("");
    }
  }
  return Readable.from(lines());
}
