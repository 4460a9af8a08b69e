import {
  CENSUS_COLUMNS,
  CENSUS_GUIDE,
  CENSUS_MAX_ROWS,
  CENSUS_MESSAGES,
  censusColumnGuide,
  type Words,
} from "@pp/domain";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { localizeMessage } from "../../../i18n/localize-answer";
import { translate } from "../../../i18n/translate";

/** The guide sheet's own headings (decision 065); the columns, how each is filled and the rows are the domain's. */
const GUIDE_HEADINGS = {
  column: /*i18n*/ { id: "page.censusTemplate.column", message: "Column" },
  howToFill: /*i18n*/ { id: "page.censusTemplate.howToFill", message: "How to fill it" },
  example: /*i18n*/ { id: "page.censusTemplate.example", message: "Example" },
} satisfies Record<string, Words>;

/** The CSV template: the headings only, UTF-8 with a byte order mark so Excel opens it as such. */
export function censusCsvTemplate(): string {
  return `\uFEFF${stringify([CENSUS_COLUMNS.map((c) => c.header)], { record_delimiter: "\r\n" })}`;
}

/*
 * The workbook is the same for every partner and every request: it is built once per process, on the first download,
 * and every download then gets the same bytes. Building it (a drop-down on each of 500 rows of each column with
 * choices) took hundreds of milliseconds of CPU on a busy machine, on every request. A build that failed is not kept.
 */
let workbookTemplate: Promise<Buffer> | undefined;

/**
 * The Excel template: a Members sheet with the headings, a drop-down of the allowed labels on each column with
 * choices, and the typed columns kept as text; a sheet of the choices; then a sheet saying how each column is filled,
 * with an example.
 */
export function censusWorkbookTemplate(): Promise<Buffer> {
  if (!workbookTemplate) {
    const building = buildCensusWorkbookTemplate();
    workbookTemplate = building;
    building.catch(() => {
      if (workbookTemplate === building) workbookTemplate = undefined;
    });
  }
  return workbookTemplate;
}

async function buildCensusWorkbookTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const members = workbook.addWorksheet("Members", { views: [{ state: "frozen", ySplit: 1 }] });
  const choices = workbook.addWorksheet("Choices");
  const guide = workbook.addWorksheet("How to fill");
  members.columns = CENSUS_COLUMNS.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.max(16, c.header.length + 2),
  }));
  members.getRow(1).font = { bold: true };
  CENSUS_COLUMNS.forEach((column, index) => {
    const letter = members.getColumn(index + 1).letter;
    // Text, so Excel keeps 03/04/1990 as typed and an Emirates ID's 15 digits whole instead of 7.84E+14.
    if (!column.options) members.getColumn(index + 1).numFmt = "@";
    if (!column.options) return;
    // The drop-down reads its labels from the Choices sheet: a list typed into the rule is limited to 255 characters.
    const labels = column.options.map((o) => o.label);
    choices.getColumn(index + 1).values = [column.header, ...labels];
    const range = `Choices!$${letter}$2:$${letter}$${labels.length + 1}`;
    for (let row = 2; row <= CENSUS_MAX_ROWS + 1; row++) {
      members.getCell(`${letter}${row}`).dataValidation = {
        type: "list",
        allowBlank: true,
        formulae: [range],
        showErrorMessage: true,
        errorTitle: column.header,
        error: CENSUS_MESSAGES.unknownChoice(labels.join(", ")),
      };
    }
  });
  // The guide in English and in Arabic side by side; the cells themselves are filled in English.
  const both = (text: string) => [text, localizeMessage(text, "ar")];
  const bothWords = (words: Words) => [translate("en", words), translate("ar", words)];
  guide.columns = [28, 24, 70, 70, 40].map((width) => ({ width }));
  guide.addRow([
    ...bothWords(GUIDE_HEADINGS.column),
    ...bothWords(GUIDE_HEADINGS.howToFill),
    bothWords(GUIDE_HEADINGS.example).join(" / "),
  ]).font = { bold: true };
  for (const column of CENSUS_COLUMNS) {
    guide.addRow([
      column.header,
      localizeMessage(column.header, "ar"),
      ...both(censusColumnGuide(column)),
      column.example,
    ]);
  }
  guide.addRow([]);
  guide.addRow(both(CENSUS_GUIDE.rows));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
