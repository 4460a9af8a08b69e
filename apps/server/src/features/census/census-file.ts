import { CENSUS_COLUMNS, CENSUS_MAX_ROWS, CENSUS_MESSAGES, type CensusRow } from "@pp/domain";
import { parse } from "csv-parse/sync";
import { type RawRow, refused } from "./census-refusal";
import { readWorkbookRows } from "./census-workbook";

const ZIP = Buffer.from("PK\x03\x04", "latin1");
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * An uploaded census, CSV or Excel workbook (.xlsx), as rows of text by the template's headings. Refused with the
 * census's own message: a workbook with macros, any formula, an old .xls or something that is neither, headings
 * that are not the template's, no members, or more rows than a census holds.
 */
export async function readCensusFile(bytes: Buffer): Promise<CensusRow[]> {
  let raw: RawRow[];
  if (bytes.subarray(0, 4).equals(ZIP)) raw = await readWorkbookRows(bytes);
  else if (bytes.subarray(0, 4).equals(OLE)) throw refused(CENSUS_MESSAGES.unreadable);
  else raw = readCsvRows(bytes);
  const [headings, ...members] = raw.filter((r) => r.texts.some((t) => t.trim() !== ""));
  if (!headings) throw refused(CENSUS_MESSAGES.noRows);
  const columnOf = headingColumns(headings.texts);
  if (!columnOf) throw refused(CENSUS_MESSAGES.wrongHeadings);
  if (members.length === 0) throw refused(CENSUS_MESSAGES.noRows);
  if (members.length > CENSUS_MAX_ROWS) throw refused(CENSUS_MESSAGES.tooManyRows);
  if (members.some((r) => r.texts.some(isFormula))) throw refused(CENSUS_MESSAGES.formula);
  return members.map(({ row, texts }) => ({
    row,
    cells: Object.fromEntries(CENSUS_COLUMNS.map((c) => [c.header, (texts[columnOf[c.header] ?? -1] ?? "").trim()])),
  }));
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
 * CSV as Excel writes it: UTF-8 (a byte order mark or none), else Windows' Western code page; commas, or semicolons
 * where the computer's list separator is one (a first row with more semicolons than commas).
 */
function readCsvRows(bytes: Buffer): RawRow[] {
  if (bytes.includes(0)) throw refused(CENSUS_MESSAGES.unreadable);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  text = text.replace(/^\uFEFF/, "");
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch {
    throw refused(CENSUS_MESSAGES.unreadable);
  }
  return records.map((texts, index) => ({ row: index + 1, texts }));
}
