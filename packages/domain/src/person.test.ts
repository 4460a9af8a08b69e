import { describe, expect, it } from "vitest";
import { GENDER, GENDER_OPTIONS } from "./gender";
import { genderSchema, NAME_PATTERN, personNameSchema } from "./person";
import { PLANFOR_OPTIONS } from "./planfor";
import { planforSchema } from "./planfor-schema";

describe("personNameSchema", () => {
  const schema = personNameSchema("First Name is required.");

  it.each([
    ["John", "John"],
    ["John Smith", "John Smith"],
    ["  John   Smith  ", "John Smith"],
    ["a".repeat(50), "a".repeat(50)],
  ])("accepts %j as %j", (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    ["", "First Name is required."],
    ["   ", "First Name is required."],
    ["John3", "Enter alphabets only."],
    ["Jean-Luc", "Enter alphabets only."],
    ["O'Neil", "Enter alphabets only."],
    ["Mr. Smith", "Enter alphabets only."],
    ["محمد", "Enter alphabets only."],
    ["a".repeat(51), "Cannot be more than 50 characters."],
  ])("rejects %j with %j", (input, message) => {
    expect(schema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it("uses the message it is given for a missing value", () => {
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("First Name is required.");
  });

  it("pattern allows single spaces between words only", () => {
    expect(NAME_PATTERN.test("Ann Marie")).toBe(true);
    expect(NAME_PATTERN.test(" Ann")).toBe(false);
  });
});

describe("codes", () => {
  it("gender 1 male, 2 female", () => {
    expect(GENDER).toEqual({ MALE: 1, FEMALE: 2 });
    expect(GENDER_OPTIONS.map((o) => o.label)).toEqual(["Male", "Female"]);
    expect(genderSchema.safeParse(3).error?.issues[0]?.message).toBe("Gender is required.");
  });

  it("planfor 1 individual, 2 company, shown Company first", () => {
    expect(PLANFOR_OPTIONS).toEqual([
      { value: 2, label: "Company" },
      { value: 1, label: "Individual" },
    ]);
    expect(planforSchema.safeParse(1).success).toBe(true);
    expect(planforSchema.safeParse(3).success).toBe(false);
  });
});
