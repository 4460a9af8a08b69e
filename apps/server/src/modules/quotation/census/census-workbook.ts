import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { CENSUS_MESSAGES, formatDisplayDate } from "@pp/domain";
import ExcelJS from "exceljs";
import { CensusRefusal, type RawRow } from "./census-refusal";
import { inflatedChunks, inflatesWithin, type ZipEntry, zipEntries, zipOf } from "./zip-entries";

/**
 * What a census workbook may inflate to: the parts read whole (the workbook, its relations, styles and shared
 * strings) together, and the sheet as far as it is read. 500 rows take well under 1 MB; a bomb is stopped here.
 */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/** The parts besides the sheets that give a sheet's cells their values: shared strings, and styles (dates). */
const WORKBOOK_PARTS = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/styles.xml", "xl/sharedStrings.xml"];

type SheetReader = AsyncIterable<ExcelJS.Row>;
/**
 * ExcelJS's streaming reader of one sheet (what `stream.xlsx.WorkbookReader` hands out for each sheet), taken by its
 * module path: the workbook reader inflates a sheet through its own unzipper, with no bound, and writes a sheet that
 * comes before the shared strings in the zip to a temporary file first; given the sheet's bytes here, it reads them
 * through our bounded inflation and stops where we stop.
 */
const WorksheetReader: new (init: {
  workbook: ExcelJS.stream.xlsx.WorkbookReader;
  id: string;
  iterator: AsyncIterable<Buffer>;
  options: object;
}) => SheetReader = createRequire(import.meta.url)("exceljs/lib/stream/xlsx/worksheet-reader.js");

const READER_OPTIONS = {
  worksheets: "emit",
  sharedStrings: "cache",
  styles: "cache",
  hyperlinks: "ignore",
  entries: "ignore",
} as const;

const unreadable = () => new CensusRefusal(CENSUS_MESSAGES.unreadable);

/**
 * The first sheet of an Excel workbook, row by row, each handed to `add` as soon as it is read: a refusal `add`
 * throws (the 501st member) ends the read there, and the rest of the sheet is never inflated. A workbook with a macro
 * part (.xlsm saved as .xlsx, or any vbaProject) is refused without being opened; one whose parts inflate past the
 * bound, or that the library cannot read, is unreadable; a cell holding a formula refuses the whole file, since its
 * value is what Excel last computed.
 */
export async function readWorkbookRows(bytes: Buffer, add: (row: RawRow) => void): Promise<void> {
  const entries = zipEntries(bytes);
  if (!entries) throw unreadable();
  if (entries.some((e) => /vbaProject|\.bin$|macrosheets\//i.test(e.name)))
    throw new CensusRefusal(CENSUS_MESSAGES.macro);
  const parts = WORKBOOK_PARTS.flatMap((name) => entries.filter((e) => e.name === name));
  if (!parts.some((e) => e.name === "xl/workbook.xml")) throw unreadable();
  if (!inflatesWithin(bytes, parts, MAX_INFLATED_BYTES)) throw unreadable();
  try {
    // The parts read whole go first, through ExcelJS's own streaming workbook reader; no sheet is among them.
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zipOf(bytes, parts)]), READER_OPTIONS);
    for await (const _sheet of workbook) throw unreadable();
    const sheet = firstSheet(workbook, entries);
    if (!sheet) throw unreadable();
    const rows = new WorksheetReader({
      workbook,
      id: sheet.name.replace(/\D/g, ""),
      iterator: inflatedChunks(bytes, sheet, MAX_INFLATED_BYTES, unreadable),
      options: READER_OPTIONS,
    });
    for await (const row of rows) {
      const texts: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        if (cell.type === ExcelJS.ValueType.Formula) throw new CensusRefusal(CENSUS_MESSAGES.formula);
        texts[column - 1] = cellText(cell.value);
      });
      add({ row: row.number, texts: Array.from(texts, (t) => t ?? "") });
    }
  } catch (err) {
    if (err instanceof CensusRefusal) throw err;
    throw unreadable();
  }
}

/** The zip entry of the workbook's first sheet, by the workbook's own order and relations. */
function firstSheet(workbook: ExcelJS.stream.xlsx.WorkbookReader, entries: readonly ZipEntry[]) {
  const read = workbook as unknown as {
    model?: { sheets?: { rId: string }[] };
    workbookRels?: { Id: string; Target: string }[];
  };
  const first = read.model?.sheets?.[0];
  const target = read.workbookRels?.find((r) => r.Id === first?.rId)?.Target;
  if (!target) return undefined;
  // A relation's target is relative to xl/, or absolute from the zip's root.
  const name = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  return entries.find((e) => e.name === name);
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
