import { describe, expect, it } from "vitest";
import { CENSUS_COLUMNS, CENSUS_MESSAGES, type CensusCells, type CensusRow, memberToCensusRow } from "./census";
import { checkCensusRows as checkCells } from "./census-api";
import { EMIRATES_ID_MESSAGES } from "./emirates-id-format";
import { MEMBER_MESSAGES } from "./member";
import { PLANFOR } from "./planfor";

const TODAY = "2026-11-27";
const row = (over: CensusCells = {}): CensusCells => ({
  // The template's example: an employee.
  ...Object.fromEntries(CENSUS_COLUMNS.map((c) => [c.header, c.example])),
  ...over,
});

/** The rows numbered as a file's are: the headings are row 1. */
const checkCensusRows = (
  rows: CensusCells[],
  ...rest: Parameters<typeof checkCells> extends [unknown, ...infer R] ? R : never
) =>
  checkCells(
    rows.map((cells, index): CensusRow => ({ row: index + 2, cells })),
    ...rest,
  );

describe("a company's census", () => {
  it("turns a filled row into the member form's values, labels and country names included, case and spaces aside", () => {
    const [checked] = checkCensusRows([row({ Gender: " male ", Nationality: "in" })], PLANFOR.COMPANY, TODAY);
    expect(checked).toEqual({
      row: 2,
      fieldErrors: {},
      member: {
        first_name: "Ravi",
        family_name: "Kumar",
        member_type: 2,
        relation: null,
        gender: 1,
        date_of_birth: "1990-04-15",
        marital_status: "married",
        nationality: "IN",
        occupation: "Employee",
        salary_band: "upto4000",
        is_newborn: false,
        emirates_id: "784-1990-1234567-6",
        passport_no: "N1234567",
        uid_no: "",
      },
    });
  });

  it("checks each row with the member form's own rules and messages, numbered as in the file", () => {
    const checked = checkCensusRows(
      [row(), row({ "First name": "" }), row({ "Member type": "Domestic worker" }), row({ Gender: "Robot" })],
      PLANFOR.COMPANY,
      TODAY,
    );
    expect(checked.map((c) => c.row)).toEqual([2, 3, 4, 5]);
    expect(checked[0]!.fieldErrors).toEqual({});
    expect(checked[1]!.fieldErrors.first_name).toEqual([MEMBER_MESSAGES.firstNameRequired]);
    expect(checked[2]!.fieldErrors.member_type).toEqual([MEMBER_MESSAGES.memberTypeNotAllowed]);
    expect(checked[3]!.fieldErrors.gender).toEqual([CENSUS_MESSAGES.unknownChoice("Male, Female")]);
  });

  it("refuses a date that is not DD/MM/YYYY or not a day, with the form's message", () => {
    const [bad] = checkCensusRows([row({ "Date of birth (DD/MM/YYYY)": "31/02/1990" })], PLANFOR.COMPANY, TODAY);
    expect(bad!.fieldErrors.date_of_birth).toHaveLength(1);
  });

  it("writes a member back as the row it came from", () => {
    const [checked] = checkCensusRows([row()], PLANFOR.COMPANY, TODAY);
    expect(memberToCensusRow(checked!.member)).toEqual(row());
    expect(CENSUS_COLUMNS.map((c) => c.header)).toContain("Date of birth (DD/MM/YYYY)");
  });

  it("checks the ID numbers a row gives with the member form's rules, and leaves them for step 3 when it gives none", () => {
    const [bad, none] = checkCensusRows(
      [row({ "Emirates ID number": "784-1990-1234567-1" }), row({ "Emirates ID number": "", "Passport number": "" })],
      PLANFOR.COMPANY,
      TODAY,
    );
    expect(bad?.fieldErrors).toEqual({ emirates_id: [EMIRATES_ID_MESSAGES.invalid] });
    expect(none?.fieldErrors).toEqual({});
  });
});
