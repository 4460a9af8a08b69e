import { isUtf8 } from "node:buffer";
import { CENSUS_COLUMNS, CENSUS_MAX_ROWS, CENSUS_MESSAGES, type CensusRow } from "@pp/domain";
import { parse } from "csv-parse/sync";
import { CensusRefusal, type RawRow } from "./census-refusal";
import { readWorkbookRows } from "./census-workbook";

const ZIP = Buffer.from("PK\x03\x04", "latin1");
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The CPU pool's census task (census-task.ts): the file's rows, or the census's message when it is refused.
 * The bytes arrive from the main thread as a plain Uint8Array.
 */
export async function readCensusTask(bytes: Uint8Array): Promise<{ rows: CensusRow[] } | { refusal: string }> {
  try {
    return { rows: await readCensusFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (err) {
    if (err instanceof CensusRefusal) return { refusal: err.message };
    throw err;
  }
}

/**
 * An uploaded census, CSV or Excel workbook (.xlsx), as rows of text by the template's headings. Refused with the
 * census's own message (CensusRefusal): a workbook with macros, any formula, an old .xls or something that is
 * neither, headings that are not the template's, no members, or more rows than a census holds. Either is read row
 * by row, and its 501st member ends the read: the rest of the file is never parsed (nor, in a workbook, inflated).
 */
export async function readCensusFile(bytes: Buffer): Promise<CensusRow[]> {
  const census = censusRows();
  if (bytes.subarray(0, 4).equals(ZIP)) await readWorkbookRows(bytes, census.add);
  else if (bytes.subarray(0, 4).equals(OLE)) throw new CensusRefusal(CENSUS_MESSAGES.unreadable);
  else readCsvRows(bytes, census.add);
  return census.rows();
}

/**
 * A census taken in row by row: blank rows are skipped, the first other row must hold the headings, and a member
 * past the limit refuses the file at once.
 */
function censusRows() {
  let columnOf: Record<string, number> | undefined;
  const members: RawRow[] = [];
  return {
    add(row: RawRow) {
      if (row.texts.every((t) => t.trim() === "")) return;
      if (columnOf) {
        if (members.length === CENSUS_MAX_ROWS) throw new CensusRefusal(CENSUS_MESSAGES.tooManyRows);
        members.push(row);
        return;
      }
      const found = headingColumns(row.texts);
      if (!found) throw new CensusRefusal(CENSUS_MESSAGES.wrongHeadings);
      columnOf = found;
    },
    rows(): CensusRow[] {
      const columns = columnOf;
      if (!columns || members.length === 0) throw new CensusRefusal(CENSUS_MESSAGES.noRows);
      if (members.some((r) => r.texts.some(isFormula))) throw new CensusRefusal(CENSUS_MESSAGES.formula);
      return members.map(({ row, texts }) => ({
        row,
        cells: Object.fromEntries(CENSUS_COLUMNS.map((c) => [c.header, (texts[columns[c.header] ?? -1] ?? "").trim()])),
      }));
    },
  };
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Where each template heading is in the file's first row (any order, any case), or null when a heading the census
 * needs is missing; an optional column left out reads as empty.
 */
function headingColumns(texts: string[]): Record<string, number> | null {
  const found = texts.map(normalise);
  const columns: Record<string, number> = {};
  for (const column of CENSUS_COLUMNS) {
    const index = found.indexOf(normalise(column.header));
    if (index >= 0) columns[column.header] = index;
    else if (!column.optional) return null;
  }
  return columns;
}

/**
 * A cell a spreadsheet would run: "=…", or "+", "-" or "@" before a letter or a bracket ("+SUM(", "@cmd"). No census
 * value starts so: names are letters, dates digits.
 */
const isFormula = (text: string) => /^\s*(=|[+\-@][\p{L}(])/u.test(text);

/**
 * CSV as Excel writes it, each row handed to `add` as soon as it is parsed: UTF-8 (a byte order mark or none), else
 * Windows' Western code page; commas, or semicolons where the computer's list separator is one (a first row with
 * more semicolons than commas). A refusal thrown by `add` stops the parser where it is.
 */
function readCsvRows(bytes: Buffer, add: (row: RawRow) => void) {
  if (bytes.includes(0)) throw new CensusRefusal(CENSUS_MESSAGES.unreadable);
  // A UTF-8 decoder drops the byte order mark.
  const text = new TextDecoder(isUtf8(bytes) ? "utf-8" : "windows-1252").decode(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let row = 0;
  try {
    parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Each record is handed on and not kept: the parser stops at the first error this throws.
      on_record: (texts: string[]) => {
        add({ row: ++row, texts });
        return null;
      },
    });
  } catch (err) {
    if (err instanceof CensusRefusal) throw err;
    throw new CensusRefusal(CENSUS_MESSAGES.unreadable);
  }
}
