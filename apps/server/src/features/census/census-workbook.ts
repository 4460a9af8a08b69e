import { CENSUS_MESSAGES, formatDisplayDate } from "@pp/domain";
import ExcelJS from "exceljs";
import { CensusRefusal, type RawRow } from "./census-refusal";
import { inflatesWithin, zipEntries } from "./zip-entries";

/** What a census workbook may inflate to: 500 rows take well under 1 MB; a bomb is stopped here. */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/**
 * The first sheet of an Excel workbook as rows of text. A workbook with a macro part (.xlsm saved as .xlsx, or any
 * vbaProject) is refused without being opened; one whose parts inflate past the bound, or that the library cannot
 * read, is unreadable; a cell holding a formula refuses the whole file, since its value is what Excel last computed.
 */
export async function readWorkbookRows(bytes: Buffer): Promise<RawRow[]> {
  const entries = zipEntries(bytes);
  if (!entries) throw new CensusRefusal(CENSUS_MESSAGES.unreadable);
  if (entries.some((e) => /vbaProject|\.bin$|macrosheets\//i.test(e.name)))
    throw new CensusRefusal(CENSUS_MESSAGES.macro);
  if (!inflatesWithin(bytes, entries, MAX_INFLATED_BYTES)) throw new CensusRefusal(CENSUS_MESSAGES.unreadable);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new CensusRefusal(CENSUS_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new CensusRefusal(CENSUS_MESSAGES.noRows);
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const texts: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) throw new CensusRefusal(CENSUS_MESSAGES.formula);
      texts[column - 1] = cellText(cell.value);
    });
    rows.push({ row: row.number, texts: Array.from(texts, (t) => t ?? "") });
  });
  return rows;
}

/** A cell's value as the partner sees it: a date as DD/MM/YYYY, rich text and links as their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  // Excel stores a date as a day count; the library gives it as midnight UTC of that day.
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? "" : formatDisplayDate(value.toISOString().slice(0, 10));
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return typeof value.text === "string" ? value.text : cellText(value.text as ExcelJS.CellValue);
    return "";
  }
  return String(value);
}
