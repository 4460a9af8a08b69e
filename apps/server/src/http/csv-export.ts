import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { stringify } from "csv-stringify/sync";

/**
 * A cell's text: a leading = + - @ is neutralised so a spreadsheet never runs a cell as a formula. A column marked
 * `digits` (mobile numbers) keeps its leading zeros in Excel: a value of digits only is written as the text formula
 * ="0501234567", which is safe because nothing but digits can be inside it. Quoting is csv-stringify's (RFC 4180).
 */
function cellText(value: unknown, digits = false): string {
  if (digits && typeof value === "string" && /^\d+$/.test(value)) return `="${value}"`;
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown; digits?: boolean };

const csvLines = (rows: string[][]) => stringify(rows, { record_delimiter: "\r\n" });

/** Rows written between two turns of the event loop: a few milliseconds of work, so an export never holds it. */
const ROWS_A_TURN = 100;

/**
 * Streams the header and then each batch as it arrives, a hundred rows a turn: constant memory whatever the row
 * count, and the other requests answered between the slices (decision 040). One chunk is kept ready at most, so
 * the next batch is read only as the client takes the last one. UTF-8 with a byte order mark, so Excel reads
 * Arabic names and "AED" amounts as they are.
 */
export function csvStream<T>(columns: CsvColumn<T>[], batches: AsyncIterable<T[]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLines([columns.map((c) => cellText(c.header))])}`;
    for await (const batch of batches) {
      for (let from = 0; from < batch.length; from += ROWS_A_TURN) {
        await nextTurn();
        const slice = batch.slice(from, from + ROWS_A_TURN);
        yield csvLines(slice.map((row) => columns.map((c) => cellText(c.value(row), c.digits))));
      }
    }
  }
  return Readable.from(lines(), { highWaterMark: 1 });
}
