import { formatDisplayDate, isIsoDate, parseDisplayDate } from "./dates";
import { GENDER_OPTIONS } from "./gender";
import { say } from "./i18n/say";
import type { MemberEntryInput } from "./member-entry";
import {
  MARITAL_STATUS_OPTIONS,
  MEMBER_TYPE_OPTIONS,
  OCCUPATIONS,
  RELATION_OPTIONS,
  SALARY_BAND_OPTIONS,
} from "./member-kinds";
import { NATIONALITIES, nationalityName } from "./nationalities";
import { PLANFOR, type Planfor } from "./planfor";

/** Said once, where two places of this module say the same words. */
const employeeSaid = say(/*i18n*/ { id: "common.employee", message: "Employee" });

/*
 * A census: a company's members in a spreadsheet, one row each, uploaded instead of typed one by one. Its columns are
 * the member form's fields in words a person types (labels, DD/MM/YYYY, a country's name or code) and, optionally, the
 * member's ID numbers; each row is checked with the member form's own rules, so a census row and a typed member get
 * the same messages.
 */

/** The files a census is uploaded as: CSV, and Excel workbooks without macros. */
export const CENSUS_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A census holds at most this many rows: a bigger company is enrolled in several files. */
export const CENSUS_MAX_ROWS = 500;

type CensusField = keyof Pick<
  MemberEntryInput,
  | "first_name"
  | "family_name"
  | "member_type"
  | "relation"
  | "gender"
  | "date_of_birth"
  | "marital_status"
  | "nationality"
  | "occupation"
  | "salary_band"
  | "emirates_id"
  | "passport_no"
  | "uid_no"
>;

type Option = { value: string | number; label: string };

/**
 * A column: its heading in the template, the form field it fills, and the labels a cell may hold (else free text). An
 * optional column may be left out of a file (one made before it existed): its cells are then empty.
 */
type CensusColumn = {
  header: string;
  field: CensusField;
  options?: readonly Option[];
  example: string;
  optional?: boolean;
};

const occupationOptions = OCCUPATIONS.map((o) => ({ value: o, label: o }));

export const CENSUS_COLUMNS: readonly CensusColumn[] = [
  { header: say(/*i18n*/ { id: "census.firstName", message: "First name" }), field: "first_name", example: "Ravi" },
  { header: say(/*i18n*/ { id: "census.familyName", message: "Family name" }), field: "family_name", example: "Kumar" },
  {
    header: say(/*i18n*/ { id: "census.memberType", message: "Member type" }),
    field: "member_type",
    options: MEMBER_TYPE_OPTIONS,
    example: employeeSaid,
  },
  {
    header: say(/*i18n*/ { id: "census.relation", message: "Relation" }),
    field: "relation",
    options: RELATION_OPTIONS,
    example: "",
  },
  {
    header: say(/*i18n*/ { id: "census.gender", message: "Gender" }),
    field: "gender",
    options: GENDER_OPTIONS,
    example: say(/*i18n*/ { id: "common.male", message: "Male" }),
  },
  {
    header: say(/*i18n*/ { id: "census.dateOfBirthDdMmYyyy", message: "Date of birth (DD/MM/YYYY)" }),
    field: "date_of_birth",
    example: "15/04/1990",
  },
  {
    header: say(/*i18n*/ { id: "census.maritalStatus", message: "Marital status" }),
    field: "marital_status",
    options: MARITAL_STATUS_OPTIONS,
    example: say(/*i18n*/ { id: "common.married", message: "Married" }),
  },
  {
    header: say(/*i18n*/ { id: "census.nationality", message: "Nationality" }),
    field: "nationality",
    example: "India",
  },
  {
    header: say(/*i18n*/ { id: "census.occupation", message: "Occupation" }),
    field: "occupation",
    options: occupationOptions,
    example: employeeSaid,
  },
  {
    header: say(/*i18n*/ { id: "census.salaryBand", message: "Salary band" }),
    field: "salary_band",
    options: SALARY_BAND_OPTIONS,
    example: say(/*i18n*/ { id: "common.upToAed4000A", message: "Up to AED 4,000 a month" }),
  },
  // The numbers step 3 asks for, when HR has them: the same rules as in the member form, each checked only when given.
  {
    header: say(/*i18n*/ { id: "census.emiratesIdNumber", message: "Emirates ID number" }),
    field: "emirates_id",
    example: "784-1990-1234567-6",
    optional: true,
  },
  {
    header: say(/*i18n*/ { id: "census.passportNumber", message: "Passport number" }),
    field: "passport_no",
    example: "N1234567",
    optional: true,
  },
  {
    header: say(/*i18n*/ { id: "census.uidNumber", message: "UID number" }),
    field: "uid_no",
    example: "",
    optional: true,
  },
];

export const CENSUS_MESSAGES = {
  tooManyRows: say(
    /*i18n*/ {
      id: "census.tooManyRows",
      message: "A census holds at most {count} members. Split the file and upload each part.",
      values: { count: CENSUS_MAX_ROWS },
    },
  ),
  noRows: say(
    /*i18n*/ {
      id: "census.theFileHasNoMembersUnder",
      message: "The file has no members under its headings. Fill in the template, one member a row.",
    },
  ),
  wrongHeadings: say(
    /*i18n*/ {
      id: "census.theFilesFirstRowMustHold",
      message: "The file's first row must hold the template's headings. Download the template and fill it in.",
    },
  ),
  missingFile: say(
    /*i18n*/ { id: "census.chooseTheCensusFileToUpload", message: "Choose the census file to upload (CSV or Excel)." },
  ),
  unreadable: say(
    /*i18n*/ {
      id: "census.theFileCouldNotBeRead",
      message: "The file could not be read. Upload the template as CSV or Excel (.xlsx), filled in.",
    },
  ),
  formula: say(
    /*i18n*/ {
      id: "census.theFileHoldsFormulasSaveIt",
      message:
        "The file holds formulas. Save it with values only (copy the cells and paste them as values), then upload it.",
    },
  ),
  macro: say(
    /*i18n*/ {
      id: "census.theFileHoldsMacrosWhichAre",
      message: "The file holds macros, which are never opened here. Save it as a plain Excel workbook (.xlsx) or CSV.",
    },
  ),
  unknownChoice: (choices: string) =>
    say(/*i18n*/ { id: "census.unknownChoice", message: "Choose one of: {choices}.", values: { choices } }),
} as const;

/** The template's guide: how each kind of column is filled, in the words of its "How to fill" sheet. */
export const CENSUS_GUIDE = {
  name: say(/*i18n*/ { id: "census.inEnglishLettersAsInThe", message: "In English letters, as in the passport." }),
  date: say(/*i18n*/ { id: "census.dayMonthYearEG15", message: "Day/month/year, e.g. 15/04/1990." }),
  nationality: say(
    /*i18n*/ {
      id: "census.theCountrysNameInEnglishOr",
      message: "The country's name in English, or its two-letter code (IN for India).",
    },
  ),
  number: say(
    /*i18n*/ {
      id: "census.ifYouHaveItAsOn",
      message: "If you have it, as on the card or passport; otherwise leave it empty and Documents asks for it.",
    },
  ),
  oneOf: (choices: string) => say(/*i18n*/ { id: "census.oneOf", message: "One of: {choices}.", values: { choices } }),
  rows: say(
    /*i18n*/ {
      id: "census.rows",
      message:
        "One member a row, at most {count} rows. Relation is filled for dependents only; salary band for workers only.",
      values: { count: CENSUS_MAX_ROWS },
    },
  ),
} as const;

/** How a column of the template is filled. */
export function censusColumnGuide(column: CensusColumn): string {
  if (column.options) return CENSUS_GUIDE.oneOf(column.options.map((o) => o.label).join(", "));
  if (column.field === "date_of_birth") return CENSUS_GUIDE.date;
  if (column.field === "nationality") return CENSUS_GUIDE.nationality;
  if (column.optional) return CENSUS_GUIDE.number;
  return CENSUS_GUIDE.name;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** A nationality by its ISO code or its English name, as people write it. */
function nationalityCode(text: string): string {
  const wanted = normalise(text);
  const found = NATIONALITIES.find((n) => n.code.toLowerCase() === wanted || normalise(n.name) === wanted);
  return found ? found.code : text.trim();
}

/** The cells of one row, by column heading, as text. */
export type CensusCells = Record<string, string>;

/**
 * A row's cells as the member form holds them: labels turned into the form's values, a DD/MM/YYYY date into ISO, a
 * country into its code. A cell that matches nothing is kept as typed, so the form's rules name the problem.
 */
export function censusRowToMember(cells: CensusCells): {
  member: MemberEntryInput;
  /** Cells whose text is none of their column's choices, with the choices. */
  unknownChoices: Record<string, string[]>;
} {
  const member: Record<string, unknown> = { is_newborn: false };
  const unknownChoices: Record<string, string[]> = {};
  for (const column of CENSUS_COLUMNS) {
    const text = (cells[column.header] ?? "").trim();
    if (column.options) {
      const option = column.options.find((o) => normalise(o.label) === normalise(text) || String(o.value) === text);
      member[column.field] = option?.value ?? null;
      if (text !== "" && !option)
        unknownChoices[column.field] = [CENSUS_MESSAGES.unknownChoice(column.options.map((o) => o.label).join(", "))];
    } else if (column.field === "date_of_birth") member[column.field] = parseDisplayDate(text) ?? text;
    else if (column.field === "nationality") member[column.field] = text === "" ? "" : nationalityCode(text);
    else member[column.field] = text;
  }
  return { member: member as MemberEntryInput, unknownChoices };
}

/** The member's fields as a census row shows them (to fix a row on screen, or to write one back). */
export function memberToCensusRow(member: MemberEntryInput): CensusCells {
  const cells: CensusCells = {};
  for (const column of CENSUS_COLUMNS) {
    const value = member[column.field];
    const option = column.options?.find((o) => o.value === value);
    const text = value == null ? "" : String(value);
    if (option) cells[column.header] = option.label;
    else if (column.field === "date_of_birth" && isIsoDate(text)) cells[column.header] = formatDisplayDate(text);
    else if (column.field === "nationality") cells[column.header] = nationalityName(text) ?? text;
    else cells[column.header] = text;
  }
  return cells;
}

/** A census row as read from the file: its number there and its cells. */
export type CensusRow = { row: number; cells: CensusCells };

/** Members a quotation holds at most: a family's plan is typed member by member, a company's may come as a census. */
export const MAX_QUOTATION_MEMBERS: Record<Planfor, number> = {
  [PLANFOR.INDIVIDUAL]: 50,
  [PLANFOR.COMPANY]: CENSUS_MAX_ROWS,
};

export const tooManyMembersMessage = (max: number) =>
  say(
    /*i18n*/ {
      id: "census.tooManyMembers",
      message: "A quotation can hold at most {max} members. Start another application for the others.",
      values: { max },
    },
  );
