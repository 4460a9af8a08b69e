import { describe, expect, it } from "vitest";
import { emiratesIdSchema } from "./emirates-id";
import {
  EMIRATES_ID_MESSAGES,
  EMIRATES_ID_PLACEHOLDERS,
  formatEmiratesIdInput,
  isEmiratesIdPlaceholder,
  isValidEmiratesId,
  isValidEmiratesIdChecksum,
} from "./emirates-id-format";

describe("formatEmiratesIdInput (hyphens after positions 3, 8 and 16)", () => {
  it.each([
    ["", ""],
    ["7", "7"],
    ["784", "784"],
    ["7841", "784-1"],
    ["7841980", "784-1980"],
    ["78419801", "784-1980-1"],
    ["78419801234567", "784-1980-1234567"],
    ["784198012345678", "784-1980-1234567-8"],
    ["784-1980-1234567-8", "784-1980-1234567-8"],
    ["784 1980 1234567 8", "784-1980-1234567-8"],
    ["7841980123456789999", "784-1980-1234567-8"],
    ["784-", "784"],
    ["abc784x1", "784-1"],
  ])("%j -> %j", (raw, formatted) => {
    expect(formatEmiratesIdInput(raw)).toBe(formatted);
  });

  it("never exceeds 18 characters", () => {
    expect(formatEmiratesIdInput("9".repeat(40))).toHaveLength(18);
  });
});

describe("checksum (Luhn over 15 digits)", () => {
  it.each([
    ["784-1980-1234567-8", true],
    ["784-1952-0464048-6", true],
    ["784198012345678", true],
    ["784-1981-1234567-9", false],
    ["784-1980-1234567-9", false],
    ["784-1980-1234567", false],
    ["784-1980-1234567-8-0", false],
    ["784-1980-12a4567-8", false],
  ])("%s -> %s", (value, valid) => {
    expect(isValidEmiratesIdChecksum(value)).toBe(valid);
  });
});

describe("placeholders", () => {
  it("are the three spec values with labels", () => {
    expect(EMIRATES_ID_PLACEHOLDERS.map((p) => p.value)).toEqual([
      "000-0000-0000000-0",
      "111-1111-1111111-1",
      "333-3333-3333333-3",
    ]);
    expect(EMIRATES_ID_PLACEHOLDERS.every((p) => p.label.length > 0)).toBe(true);
  });

  it.each(EMIRATES_ID_PLACEHOLDERS.map((p) => p.value))("%s is accepted although it is not a real number", (value) => {
    expect(isEmiratesIdPlaceholder(value)).toBe(true);
    expect(isValidEmiratesId(value)).toBe(true);
    expect(emiratesIdSchema.safeParse(value).success).toBe(true);
  });

  it("222-… is not a placeholder", () => {
    expect(isEmiratesIdPlaceholder("222-2222-2222222-2")).toBe(false);
  });
});

describe("isValidEmiratesId", () => {
  it("requires the 784 country code even when the check digit is right", () => {
    expect(isValidEmiratesIdChecksum("785-1980-1234567-7")).toBe(true);
    expect(isValidEmiratesId("785-1980-1234567-7")).toBe(false);
  });

  it("requires the hyphenated form", () => {
    expect(isValidEmiratesId("784198012345678")).toBe(false);
  });
});

describe("emiratesIdSchema", () => {
  it.each([
    ["784-1980-1234567-8", "784-1980-1234567-8"],
    ["784-1952-0464048-6", "784-1952-0464048-6"],
    ["784198012345678", "784-1980-1234567-8"],
    [" 784 1980 1234567 8 ", "784-1980-1234567-8"],
    ["7841-980-1234567-8", "784-1980-1234567-8"],
  ])("accepts %j as %j", (input, output) => {
    expect(emiratesIdSchema.parse(input)).toBe(output);
  });

  it.each([
    ["", "Emirates ID number is required"],
    [undefined, "Emirates ID number is required"],
    ["784-1980-12345a7-8", "Enter digits only"],
    ["784/1980/1234567/8", "Enter digits only"],
    ["784-1980-123", "Cannot be less than 18 digits"],
    ["784-1980-1234567-81", "Cannot be more than 18 digits"],
    ["784-1981-1234567-9", "This Emirates ID number is not valid. Check the digits."],
    ["785-1980-1234567-7", "This Emirates ID number is not valid. Check the digits."],
    ["78419-8012-3456789", "This Emirates ID number is not valid. Check the digits."],
  ])("rejects %j with %j", (input, message) => {
    expect(emiratesIdSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it("keeps the spec wording", () => {
    expect(EMIRATES_ID_MESSAGES).toMatchObject({
      required: "Emirates ID number is required",
      tooShort: "Cannot be less than 18 digits",
      digitsOnly: "Enter digits only",
    });
  });
});
