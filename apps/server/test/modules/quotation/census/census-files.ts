import { deflateRawSync, inflateRawSync } from "node:zlib";
import { CENSUS_COLUMNS, type CensusCells } from "@pp/domain";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { entryData, zipEntries } from "../../../../src/modules/quotation/census/zip-entries";

/** A row a company's HR would type: an employee, with the template's labels. */
export const censusRow = (over: CensusCells = {}): CensusCells => ({
  // The template's example: an employee.
  ...Object.fromEntries(CENSUS_COLUMNS.map((c) => [c.header, c.example])),
  ...over,
});

const HEADERS = CENSUS_COLUMNS.map((c) => c.header);

export function censusCsv(
  rows: CensusCells[],
  { delimiter = ",", headers = HEADERS }: { delimiter?: string; headers?: string[] } = {},
) {
  return Buffer.from(stringify([headers, ...rows.map((r) => headers.map((h) => r[h] ?? ""))], { delimiter }));
}

/** A workbook as Excel would save it; `edit` changes the Members sheet before it is written. */
export async function censusWorkbook(rows: CensusCells[], edit?: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Members");
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(HEADERS.map((h) => row[h] ?? ""));
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of the given entries, deflated, written by hand (the shape Excel's files have). */
export function zipOf(entries: { name: string; data: Buffer }[]) {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    // A hostile zip declares a small size; the reader must not trust it.
    central.writeUInt32LE(Math.min(data.length, 1000), 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/**
 * A workbook as Excel would save it, whose Members sheet's XML is then changed by `edit` (to add what ExcelJS would
 * not write: broken XML, megabytes of rows); the sheet comes last in the zip, after the shared strings.
 */
export async function censusWorkbookWithSheet(rows: CensusCells[], edit: (sheetXml: string) => string) {
  const bytes = await censusWorkbook(rows);
  const entries = (zipEntries(bytes) ?? []).map((e) => ({
    name: e.name,
    data: e.method === 0 ? entryData(bytes, e) : inflateRawSync(entryData(bytes, e)),
  }));
  const sheet = entries.find((e) => e.name === "xl/worksheets/sheet1.xml")!;
  return zipOf([
    ...entries.filter((e) => e !== sheet),
    { name: sheet.name, data: Buffer.from(edit(sheet.data.toString("utf8"))) },
  ]);
}
