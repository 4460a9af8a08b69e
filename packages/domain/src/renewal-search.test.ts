import { describe, expect, it } from "vitest";
import { renewalSearchSchema } from "./renewal-search";
import {
  formatSearchTextInput,
  RENEWAL_SEARCH_MESSAGES,
  RENEWAL_WINDOW_DAYS,
  SEARCH_BY,
  SEARCH_BY_OPTIONS,
} from "./renewal-search-rule";
import { fieldErrors, messageAt } from "./test-helpers";

const schema = renewalSearchSchema("2026-03-05");
const base = { searchBy: SEARCH_BY.POLICY_NUMBER, searchText: "POL-2025-0001", dateOfBirth: "1985-07-14" };

describe("codes and texts", () => {
  it("search by 1 Emirates ID, 2 Policy Number, 3 Passport", () => {
    expect(SEARCH_BY_OPTIONS).toEqual([
      { value: 1, label: "Emirates ID" },
      { value: 2, label: "Policy Number" },
      { value: 3, label: "Passport" },
    ]);
    expect(RENEWAL_WINDOW_DAYS).toBe(60);
  });

  it("keeps the spec wording and gives the general error a way forward", () => {
    expect(RENEWAL_SEARCH_MESSAGES.searchByRequired).toBe("Please Select Search Tab");
    expect(RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired).toBe("Please enter date of birth");
    expect(RENEWAL_SEARCH_MESSAGES.noRecord).toBe("No record found");
    expect(RENEWAL_SEARCH_MESSAGES.general).toMatch(/try again/);
  });

  it.each([
    [SEARCH_BY.EMIRATES_ID, "784198012345678", "784-1980-1234567-8"],
    [SEARCH_BY.POLICY_NUMBER, "784198012345678", "784198012345678"],
    [null, "abc", "abc"],
  ])("formats input for searchBy %j", (searchBy, raw, formatted) => {
    expect(formatSearchTextInput(searchBy, raw)).toBe(formatted);
  });
});

describe("renewalSearchSchema", () => {
  it("requires the type and the date of birth", () => {
    expect(fieldErrors(schema.safeParse({ searchBy: null, searchText: "", dateOfBirth: "" }))).toEqual({
      searchBy: ["Please Select Search Tab"],
      dateOfBirth: ["Please enter date of birth"],
    });
  });

  it("accepts a policy search with an optional partner_sno", () => {
    expect(schema.parse({ ...base, partner_sno: 3 })).toEqual({ ...base, partner_sno: 3 });
  });

  it.each([
    [SEARCH_BY.EMIRATES_ID, "784-1980-1234567-8", undefined],
    [SEARCH_BY.EMIRATES_ID, "", "Emirates ID number is required"],
    [SEARCH_BY.EMIRATES_ID, "784-1980", "Cannot be less than 18 digits"],
    [SEARCH_BY.EMIRATES_ID, "784-1981-1234567-9", "This Emirates ID number is not valid. Check the digits."],
    [SEARCH_BY.EMIRATES_ID, "000-0000-0000000-0", RENEWAL_SEARCH_MESSAGES.emiratesIdPlaceholder],
    [SEARCH_BY.POLICY_NUMBER, "P", undefined],
    [SEARCH_BY.POLICY_NUMBER, "P".repeat(50), undefined],
    [SEARCH_BY.POLICY_NUMBER, "", "Policy number is required"],
    [SEARCH_BY.POLICY_NUMBER, "P".repeat(51), "Cannot be more than 50 characters"],
    [SEARCH_BY.PASSPORT, "N1234567", undefined],
    [SEARCH_BY.PASSPORT, "N123", "Cannot be less than 6 digits"],
    [SEARCH_BY.PASSPORT, "N12-34567", "No special characters or spaces allowed"],
    [SEARCH_BY.PASSPORT, "N".repeat(16), "Cannot be more than 15 characters"],
    [SEARCH_BY.PASSPORT, "", "Passport number is required"],
  ])("searchBy %i, text %j -> %j", (searchBy, text, message) => {
    const result = schema.safeParse({ ...base, searchBy: searchBy, searchText: text });
    expect(messageAt(result, "searchText")).toBe(message);
  });

  it.each([
    [SEARCH_BY.EMIRATES_ID, " 784 1980 1234567 8 ", "784-1980-1234567-8"],
    [SEARCH_BY.PASSPORT, "n1234567", "N1234567"],
    [SEARCH_BY.POLICY_NUMBER, " pol-1 ", "pol-1"],
  ])("normalises searchBy %i text %j to %j", (searchBy, text, normalised) => {
    expect(schema.parse({ ...base, searchBy: searchBy, searchText: text }).searchText).toBe(normalised);
  });

  it.each([
    ["2026-03-05", undefined],
    ["1920-01-01", undefined],
    ["2026-03-06", "Date of birth must be between 01/01/1920 and 05/03/2026."],
    ["1919-12-31", "Date of birth must be between 01/01/1920 and 05/03/2026."],
    ["14/07/1985", "Enter a valid date."],
  ])("date of birth %j -> %j", (date, message) => {
    expect(messageAt(schema.safeParse({ ...base, dateOfBirth: date }), "dateOfBirth")).toBe(message);
  });

  it("refuses an unknown search type", () => {
    expect(schema.safeParse({ ...base, searchBy: 4 }).success).toBe(false);
  });
});
