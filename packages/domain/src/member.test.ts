import { describe, expect, it } from "vitest";
import { isNewbornEligible, MEMBER_FORM_DEFAULTS, type MemberForm, memberFormSchema } from "./member";
import {
  isMemberTypeAllowed,
  MEMBER_TYPE,
  MEMBER_TYPE_OPTIONS,
  memberKindLabel,
  memberTypeOptions,
  OCCUPATIONS,
  SALARY_BAND_OPTIONS,
} from "./member-kinds";
import { PLANFOR } from "./planfor";
import { fieldErrors, messageAt } from "./test-helpers";

const TODAY = "2026-03-05";
const individual = memberFormSchema(TODAY, PLANFOR.INDIVIDUAL);
const companySchema = memberFormSchema(TODAY, PLANFOR.COMPANY);

const child: MemberForm = {
  member_type: MEMBER_TYPE.DEPENDENT,
  relation: "child",
  first_name: "Sara",
  family_name: "Khan",
  gender: 2,
  date_of_birth: "2019-06-01",
  marital_status: "single",
  nationality: "PK",
  occupation: "Child",
  salary_band: null,
  is_newborn: false,
};
const maid: MemberForm = {
  ...child,
  member_type: MEMBER_TYPE.DOMESTIC_WORKER,
  relation: null,
  first_name: "Maria",
  family_name: "Santos",
  date_of_birth: "1988-02-10",
  nationality: "PH",
  occupation: "Domestic worker",
  salary_band: "upto4000",
};
const employee: MemberForm = {
  ...maid,
  member_type: MEMBER_TYPE.EMPLOYEE,
  first_name: "Ravi",
  family_name: "Kumar",
  gender: 1,
  nationality: "IN",
  occupation: "Employee",
};

describe("member types", () => {
  it("codes and labels", () => {
    expect(MEMBER_TYPE).toEqual({ DEPENDENT: 1, EMPLOYEE: 2, DOMESTIC_WORKER: 3, PARTNER_INVESTOR: 4 });
    expect(MEMBER_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      "Dependent",
      "Employee",
      "Domestic worker",
      "Partner / Investor",
    ]);
  });

  it.each([
    [PLANFOR.INDIVIDUAL, [1, 3]],
    [PLANFOR.COMPANY, [2, 4]],
  ] as const)("planfor %i allows %j", (planfor, types) => {
    expect(memberTypeOptions(planfor).map((o) => o.value)).toEqual(types);
    for (const type of [1, 2, 3, 4]) expect(isMemberTypeAllowed(planfor, type)).toBe(types.includes(type as never));
  });

  it.each([
    [1, "Dependent"],
    [2, "Worker"],
    [3, "Worker"],
    [4, "Worker"],
  ])("member_type %i is shown as %s (spec §2.5)", (type, label) => {
    expect(memberKindLabel(type)).toBe(label);
  });
});

describe("lists", () => {
  it("occupations include the ones the rules depend on", () => {
    expect(OCCUPATIONS).toEqual(
      expect.arrayContaining(["Employee", "Domestic worker", "Investor", "Homemaker", "Student", "Child", "Other"]),
    );
  });

  it("salary bands split at AED 4,000", () => {
    expect(SALARY_BAND_OPTIONS.map((o) => o.value)).toEqual(["upto4000", "above4000"]);
  });
});

describe("memberFormSchema", () => {
  it.each([
    ["child dependent (individual)", individual, child],
    ["domestic worker (individual)", individual, maid],
    ["employee (company)", companySchema, employee],
    ["partner / investor (company)", companySchema, { ...employee, member_type: 4, occupation: "Investor" }],
  ] as const)("accepts a %s", (_, schema, values) => {
    expect(fieldErrors(schema.safeParse(values))).toEqual({});
  });

  it("gives one message per missing field for an empty form", () => {
    expect(fieldErrors(individual.safeParse(MEMBER_FORM_DEFAULTS))).toEqual({
      member_type: ["Member type is required."],
      first_name: ["First Name is required."],
      family_name: ["Family Name is required."],
      gender: ["Gender is required."],
      date_of_birth: ["Please enter date of birth."],
      marital_status: ["Marital status is required."],
      nationality: ["Nationality is required."],
      occupation: ["Occupation is required."],
    });
  });

  it("treats empty selects as missing", () => {
    const result = individual.safeParse({ ...maid, marital_status: "", occupation: "", salary_band: "" });
    expect(fieldErrors(result)).toEqual({
      marital_status: ["Marital status is required."],
      occupation: ["Occupation is required."],
      salary_band: ["Monthly salary is required."],
    });
  });

  it.each([
    [individual, MEMBER_TYPE.EMPLOYEE],
    [individual, MEMBER_TYPE.PARTNER_INVESTOR],
    [companySchema, MEMBER_TYPE.DEPENDENT],
    [companySchema, MEMBER_TYPE.DOMESTIC_WORKER],
  ])("refuses a member type the plan does not allow (%#)", (schema, type) => {
    const result = schema.safeParse({ ...maid, member_type: type, relation: "spouse" });
    expect(messageAt(result, "member_type")).toBe("This member type is not available for this plan.");
  });

  it("requires a relation for dependents only", () => {
    expect(messageAt(individual.safeParse({ ...child, relation: null }), "relation")).toBe("Relation is required.");
    expect(messageAt(individual.safeParse({ ...maid, relation: null }), "relation")).toBeUndefined();
  });

  it("requires a salary band for workers only", () => {
    expect(messageAt(individual.safeParse({ ...maid, salary_band: null }), "salary_band")).toBe(
      "Monthly salary is required.",
    );
    expect(messageAt(individual.safeParse({ ...child, salary_band: null }), "salary_band")).toBeUndefined();
  });

  it.each([
    ["first_name", "", "First Name is required."],
    ["first_name", "Sara1", "Enter alphabets only."],
    ["first_name", "S".repeat(51), "Cannot be more than 50 characters."],
    ["family_name", "", "Family Name is required."],
    ["family_name", "Al-Mansoori", "Enter alphabets only."],
    ["family_name", "K".repeat(51), "Cannot be more than 50 characters."],
    ["date_of_birth", "", "Please enter date of birth."],
    ["date_of_birth", "2026-03-06", "Date of birth must be between 01/01/1920 and 05/03/2026."],
    ["date_of_birth", "1919-12-31", "Date of birth must be between 01/01/1920 and 05/03/2026."],
    ["date_of_birth", "2025-02-29", "Enter a valid date."],
    ["nationality", "XX", "Choose a nationality from the list."],
    ["nationality", "", "Nationality is required."],
  ])("%s = %j -> %j", (field, value, message) => {
    expect(messageAt(individual.safeParse({ ...child, [field]: value }), field)).toBe(message);
  });

  it("normalises names and the nationality code", () => {
    const parsed = individual.parse({ ...child, first_name: " Sara   Noor ", nationality: "pk" });
    expect(parsed.first_name).toBe("Sara Noor");
    expect(parsed.nationality).toBe("PK");
  });

  it("defaults is_newborn to false", () => {
    const { is_newborn: _, ...rest } = child;
    expect(individual.parse(rest).is_newborn).toBe(false);
  });
});

describe("newborn (child dependent born in the last 30 days)", () => {
  const newborn = { ...child, is_newborn: true, marital_status: "single" as const, occupation: "Child" as const };

  it.each([
    ["born today", { date_of_birth: "2026-03-05" }, true],
    ["30 days old", { date_of_birth: "2026-02-03" }, true],
    ["31 days old", { date_of_birth: "2026-02-02" }, false],
    ["a year old", { date_of_birth: "2025-03-05" }, false],
    ["a spouse", { date_of_birth: "2026-03-01", relation: "spouse" }, false],
    ["a domestic worker", { date_of_birth: "2026-03-01", member_type: 3, relation: null }, false],
    ["born tomorrow", { date_of_birth: "2026-03-06" }, false],
  ] as const)("%s -> eligible %s", (_, over, eligible) => {
    const values = { ...newborn, ...over };
    expect(isNewbornEligible(values, TODAY)).toBe(eligible);
    const message = messageAt(individual.safeParse(values), "is_newborn");
    expect(message).toBe(eligible ? undefined : "A newborn must be a child born in the last 30 days.");
  });

  it("an older child that is not flagged newborn is fine", () => {
    expect(messageAt(individual.safeParse({ ...child, date_of_birth: "2026-01-01" }), "is_newborn")).toBeUndefined();
  });
});
