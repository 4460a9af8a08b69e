import { describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "./documents";
import { EMIRATES_ID_MESSAGES } from "./emirates-id-format";
import { MEMBER_ENTRY_DEFAULTS, type MemberEntry, memberEntrySchema, nextMemberDefaults } from "./member-entry";
import { MEMBER_TYPE } from "./member-kinds";
import { PLANFOR } from "./planfor";
import { messageAt } from "./test-helpers";

const worker = {
  ...MEMBER_ENTRY_DEFAULTS,
  member_type: MEMBER_TYPE.DOMESTIC_WORKER,
  first_name: "Maria",
  family_name: "Santos",
  gender: 2,
  date_of_birth: "1995-03-14",
  marital_status: "single",
  nationality: "PH",
  occupation: "Domestic worker",
  salary_band: "upto4000",
} satisfies MemberEntry;
const schema = memberEntrySchema("2026-11-25", PLANFOR.INDIVIDUAL);

describe("a member entered with their ID numbers", () => {
  it("takes the numbers, none of them required, and keeps out of the request the ones not sent", () => {
    expect(schema.safeParse(worker).success).toBe(true);
    const { emirates_id: _e, passport_no: _p, uid_no: _u, ...withoutNumbers } = worker;
    expect(schema.parse(withoutNumbers).emirates_id).toBeUndefined();
    const numbered = schema.parse({
      ...worker,
      emirates_id: "784198012345678",
      passport_no: "p1234567",
      uid_no: "123456789",
    });
    expect(numbered).toMatchObject({ emirates_id: "784-1980-1234567-8", passport_no: "P1234567", uid_no: "123456789" });
  });

  it("checks a number given with step 3's rules and messages", () => {
    const result = schema.safeParse({ ...worker, emirates_id: "123", passport_no: "P 1", uid_no: "12ab" });
    expect(result.success).toBe(false);
    expect(messageAt(result, "emirates_id")).toBe(EMIRATES_ID_MESSAGES.tooShort);
    expect(messageAt(result, "passport_no")).toBe(DOCUMENT_MESSAGES.passportCharacters);
    expect(messageAt(result, "uid_no")).toBe(DOCUMENT_MESSAGES.uidDigitsOnly);
  });
});

describe("the next member like this one", () => {
  it("keeps the type, occupation, salary band and nationality, and nothing that is the person's own", () => {
    const numbered = { ...worker, emirates_id: "784-1980-1234567-8", passport_no: "P1234567", uid_no: "123456789" };
    expect(nextMemberDefaults(numbered)).toEqual({
      ...MEMBER_ENTRY_DEFAULTS,
      member_type: MEMBER_TYPE.DOMESTIC_WORKER,
      nationality: "PH",
      occupation: "Domestic worker",
      salary_band: "upto4000",
    });
  });
});
