import { Readable } from "node:stream";
import { formatAmount } from "@pp/domain";

/** RFC 4180 field; a leading = + - @ is neutralised so a spreadsheet never runs a cell as a formula. */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/** Streams the header and then each batch as it arrives: constant memory whatever the row count. */
export function csvStream<T>(columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvField(c.header)).join(",")}\r\n`;
    for await (const batch of batches) {
      yield batch.map((row) => `${columns.map((c) => csvField(c.value(row))).join(",")}\r\n`).join("");
    }
  }
  return Readable.from(lines());
}

export const aed = (fils: number) => formatAmount(fils);
