import { describe, expect, it } from "vitest";
import { PLANFOR, PLANFOR_REQUIRED_MESSAGE } from "./planfor";
import { type SponsorForm, sponsorFileNumberSchema, sponsorFormSchema, sponsorPayloadSchema } from "./sponsor";
import { fromSponsorRecord, isBlankSponsor, SPONSOR_FORM_DEFAULTS, toSponsorPayload } from "./sponsor-payload";
import {
  deriveEntityType,
  ENTITY_TYPE,
  SPONSOR_MESSAGES,
  SPONSOR_TYPE,
  SPONSOR_UID_PLACEHOLDERS,
  sponsorFileNumberHint,
  sponsorFileNumberLabel,
} from "./sponsor-rule";
import { fieldErrors, messageAt } from "./test-helpers";

const TODAY = "2026-03-05";
const form = sponsorFormSchema(TODAY);

const expatriate: SponsorForm = {
  planfor: PLANFOR.INDIVIDUAL,
  documentType: SPONSOR_TYPE.EXPATRIATE,
  sponsorName: "John Smith",
  mobile_prefix: "050",
  mobile_number: "1234567",
  sponsorEmail: "john.smith@example.ae",
  gender: 1,
  sponsorDate: "1990-01-31",
  sponsorFileNumber: "201/2020/1234567",
  sponsorAddress: "",
  sponsorTrn: "",
  tpaId: 3,
};
const national: SponsorForm = {
  ...expatriate,
  documentType: SPONSOR_TYPE.NATIONAL,
  sponsorFileNumber: "784/1990/123456",
};
const company: SponsorForm = {
  ...expatriate,
  planfor: PLANFOR.COMPANY,
  documentType: null,
  sponsorName: "Gulf Trading",
  gender: null,
  sponsorDate: "2027-06-30",
  sponsorFileNumber: "100234567800003",
};

describe("spec messages are verbatim", () => {
  it.each([
    [SPONSOR_MESSAGES.firstNameRequired, "First Name is required."],
    [SPONSOR_MESSAGES.companyNameRequired, "Company Name is required."],
    [SPONSOR_MESSAGES.alphabetsOnly, "Enter alphabets only."],
    [SPONSOR_MESSAGES.mobile, "Mobile Number is required and It should be 7 digit long."],
    [SPONSOR_MESSAGES.emailRequired, "Email address is required."],
    [SPONSOR_MESSAGES.emailInvalid, "Invalid email address."],
    [SPONSOR_MESSAGES.sponsorTypeRequired, "Sponsor Type is required."],
    [SPONSOR_MESSAGES.dateOfBirthRequired, "Please enter date of birth."],
    [SPONSOR_MESSAGES.tradeLicenseExpiryRequired, "Please enter Trade license expiry date."],
    [SPONSOR_MESSAGES.numberRequired, "Number is required."],
    [SPONSOR_MESSAGES.numberTooShort, "Cannot be less than 6 digits."],
    [SPONSOR_MESSAGES.correctFormat, "Enter correct format."],
    [SPONSOR_MESSAGES.digitsOnly, "Enter digits only."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("entity type", () => {
  it.each([
    [PLANFOR.INDIVIDUAL, SPONSOR_TYPE.EXPATRIATE, ENTITY_TYPE.INDIVIDUAL_EXPATRIATE],
    [PLANFOR.INDIVIDUAL, SPONSOR_TYPE.NATIONAL, ENTITY_TYPE.INDIVIDUAL_NATIONAL],
    [PLANFOR.INDIVIDUAL, null, ENTITY_TYPE.INDIVIDUAL_EXPATRIATE],
    [PLANFOR.COMPANY, null, ENTITY_TYPE.COMPANY],
    [PLANFOR.COMPANY, SPONSOR_TYPE.NATIONAL, ENTITY_TYPE.COMPANY],
  ] as const)("planfor %i, sponsor type %j -> %i", (planfor, documentType, entity) => {
    expect(deriveEntityType(planfor, documentType)).toBe(entity);
  });
});

describe("sponsorFormSchema", () => {
  it.each([
    ["individual expatriate", expatriate],
    ["individual national", national],
    ["company", company],
  ])("accepts a complete %s", (_, values) => {
    expect(fieldErrors(form.safeParse(values))).toEqual({});
  });

  it("gives one message per missing field for an empty individual form", () => {
    expect(fieldErrors(form.safeParse(SPONSOR_FORM_DEFAULTS))).toEqual({
      documentType: ["Sponsor Type is required."],
      sponsorName: ["First Name is required."],
      mobile_number: ["Mobile Number is required and It should be 7 digit long."],
      sponsorEmail: ["Email address is required."],
      gender: ["Gender is required."],
      sponsorDate: ["Please enter date of birth."],
      sponsorFileNumber: ["Number is required."],
    });
  });

  it("asks a company for company name and trade licence expiry, not sponsor type or gender", () => {
    expect(fieldErrors(form.safeParse({ ...SPONSOR_FORM_DEFAULTS, planfor: PLANFOR.COMPANY }))).toEqual({
      sponsorName: ["Company Name is required."],
      mobile_number: ["Mobile Number is required and It should be 7 digit long."],
      sponsorEmail: ["Email address is required."],
      sponsorDate: ["Please enter Trade license expiry date."],
      sponsorFileNumber: ["Number is required."],
    });
  });

  it("normalises name spacing and e-mail case", () => {
    const parsed = form.parse({ ...expatriate, sponsorName: "  John   Smith ", sponsorEmail: " John@Example.AE " });
    expect(parsed.sponsorName).toBe("John Smith");
    expect(parsed.sponsorEmail).toBe("john@example.ae");
  });

  it.each([
    ["John3", "Enter alphabets only."],
    ["Smith & Sons", "Enter alphabets only."],
    ["x".repeat(51), "Cannot be more than 50 characters."],
  ])("name %j -> %s", (name, message) => {
    expect(messageAt(form.safeParse({ ...expatriate, sponsorName: name }), "sponsorName")).toBe(message);
  });

  it.each([
    ["123456", "mobile_number", "Mobile Number is required and It should be 7 digit long."],
    ["12345678", "mobile_number", "Mobile Number is required and It should be 7 digit long."],
    ["12a4567", "mobile_number", "Mobile Number is required and It should be 7 digit long."],
  ])("mobile number %j -> %s", (mobile, path, message) => {
    expect(messageAt(form.safeParse({ ...expatriate, mobile_number: mobile }), path)).toBe(message);
  });

  it("rejects a prefix outside the list", () => {
    expect(messageAt(form.safeParse({ ...expatriate, mobile_prefix: "051" }), "mobile_prefix")).toBe(
      "Choose a mobile code from the list.",
    );
  });

  it.each([
    ["a@b.co", undefined],
    ["john.doe+basic@mail.example.ae", undefined],
    [`${"a".repeat(25)}@example.com`, undefined],
    [`${"a".repeat(26)}@example.com`, "Cannot be more than 37 characters."],
    ["a@b.c", "Invalid email address."],
    ["a@b.abcde", "Invalid email address."],
    ["john.example.ae", "Invalid email address."],
    ["jo hn@example.ae", "Invalid email address."],
    ["john@exa_mple.ae", "Invalid email address."],
    ["", "Email address is required."],
  ])("e-mail %j -> %j", (email, message) => {
    expect(messageAt(form.safeParse({ ...expatriate, sponsorEmail: email }), "sponsorEmail")).toBe(message);
  });

  describe("UID (expatriate: visa file number)", () => {
    it.each([
      ["201/2020/1234567", undefined],
      ["101/1234567", undefined],
      ["123456/1234/12/1234567890", undefined],
      ["12/34/5/678", undefined],
      ["", "Number is required."],
      ["12/34", "Cannot be less than 6 digits."],
      ["2012020123", "Enter correct format."],
      ["201//1234567", "Enter correct format."],
      ["1234567/1/1", "Enter correct format."],
      ["201/2020/12345678901", "Enter correct format."],
      ["201-2020-1234567", "Enter correct format."],
      ["201/2020/123/45/6", "Enter correct format."],
    ])("%j -> %j", (uid, message) => {
      expect(messageAt(form.safeParse({ ...expatriate, sponsorFileNumber: uid }), "sponsorFileNumber")).toBe(message);
    });

    it.each(SPONSOR_UID_PLACEHOLDERS.map((p) => [p.value, p.label]))("placeholder %s (%s) is accepted", (uid) => {
      expect(messageAt(form.safeParse({ ...expatriate, sponsorFileNumber: uid }), "sponsorFileNumber")).toBeUndefined();
      expect(messageAt(form.safeParse({ ...national, sponsorFileNumber: uid }), "sponsorFileNumber")).toBeUndefined();
    });

    it("applies the visa pattern while the sponsor type is not chosen", () => {
      const result = form.safeParse({ ...expatriate, documentType: null, sponsorFileNumber: "1234567" });
      expect(messageAt(result, "documentType")).toBe("Sponsor Type is required.");
      expect(messageAt(result, "sponsorFileNumber")).toBe("Enter correct format.");
    });
  });

  describe("UID (national: file number)", () => {
    it.each([
      ["784/1990/123456", undefined],
      ["123456", undefined],
      ["12/34/56/78", undefined],
      ["12345", "Cannot be less than 6 digits."],
      ["12a456", "Enter correct format."],
      ["/123456", "Enter correct format."],
      ["123//456", "Enter correct format."],
      ["1".repeat(26), "Cannot be more than 25 characters."],
    ])("%j -> %j", (uid, message) => {
      expect(messageAt(form.safeParse({ ...national, sponsorFileNumber: uid }), "sponsorFileNumber")).toBe(message);
    });
  });

  describe("company tax registration / file number", () => {
    it.each([
      ["123456", undefined],
      ["123456789012345", undefined],
      ["", "Number is required."],
      ["12345", "Cannot be less than 6 digits."],
      ["1234567890123456", "Cannot be more than 15 digits."],
      ["12/3456", "Enter digits only."],
      ["TRN123456", "Enter digits only."],
    ])("%j -> %j", (uid, message) => {
      expect(messageAt(form.safeParse({ ...company, sponsorFileNumber: uid }), "sponsorFileNumber")).toBe(message);
    });
  });

  describe("optional address and a company's TRN, for the tax invoice", () => {
    it("takes neither, or both for a company", () => {
      expect(fieldErrors(form.safeParse(company))).toEqual({});
      const given = { ...company, sponsorAddress: "Office 12, Al Quoz 3, Dubai", sponsorTrn: " 100234567800003 " };
      const parsed = form.parse(given);
      expect(parsed.sponsorTrn).toBe("100234567800003");
    });

    it.each([
      ["10023456780000", SPONSOR_MESSAGES.trnInvalid],
      ["1002345678000031", SPONSOR_MESSAGES.trnInvalid],
      ["100-2345-6780-0003", SPONSOR_MESSAGES.trnInvalid],
      ["TRN100234567800", SPONSOR_MESSAGES.trnInvalid],
    ])("refuses the TRN %j", (trn, message) => {
      expect(messageAt(form.safeParse({ ...company, sponsorTrn: trn }), "sponsorTrn")).toBe(message);
    });

    it("refuses a TRN for an individual, and an address over 150 characters", () => {
      expect(messageAt(form.safeParse({ ...expatriate, sponsorTrn: "100234567800003" }), "sponsorTrn")).toBe(
        SPONSOR_MESSAGES.trnCompanyOnly,
      );
      expect(messageAt(form.safeParse({ ...expatriate, sponsorAddress: "a".repeat(151) }), "sponsorAddress")).toBe(
        "Cannot be more than 150 characters.",
      );
    });

    it("holds the API to the same rules", () => {
      const payloadSchema = sponsorPayloadSchema(TODAY);
      const bad = payloadSchema.safeParse({ ...toSponsorPayload(company), sponsorTrn: "12345" });
      expect(messageAt(bad, "sponsorTrn")).toBe(SPONSOR_MESSAGES.trnInvalid);
      const { sponsorAddress: _a, sponsorTrn: _t, ...without } = toSponsorPayload(company);
      expect(fieldErrors(payloadSchema.safeParse(without))).toEqual({});
    });
  });

  describe("date windows against today 2026-03-05", () => {
    it.each([
      ["2024-03-05", undefined],
      ["1920-01-01", undefined],
      ["2024-03-06", "Date of birth must be between 01/01/1920 and 05/03/2024."],
      ["1919-12-31", "Date of birth must be between 01/01/1920 and 05/03/2024."],
      ["2024-02-30", "Enter a valid date."],
      ["05/03/1990", "Enter a valid date."],
    ])("individual date of birth %j -> %j", (date, message) => {
      expect(messageAt(form.safeParse({ ...expatriate, sponsorDate: date }), "sponsorDate")).toBe(message);
    });

    it.each([
      ["2026-03-05", undefined],
      ["2028-03-05", undefined],
      ["2026-03-04", "Trade license expiry date must be between 05/03/2026 and 05/03/2028."],
      ["2028-03-06", "Trade license expiry date must be between 05/03/2026 and 05/03/2028."],
    ])("company trade licence expiry %j -> %j", (date, message) => {
      expect(messageAt(form.safeParse({ ...company, sponsorDate: date }), "sponsorDate")).toBe(message);
    });
  });

  it.each([
    [PLANFOR.INDIVIDUAL, SPONSOR_TYPE.EXPATRIATE, "UID Number"],
    [PLANFOR.INDIVIDUAL, null, "UID Number"],
    [PLANFOR.INDIVIDUAL, SPONSOR_TYPE.NATIONAL, "File Number"],
    [PLANFOR.COMPANY, null, "Tax registration / File Number"],
  ] as const)("UID label for planfor %i, type %j is %s", (planfor, documentType, label) => {
    expect(sponsorFileNumberLabel(planfor, documentType)).toBe(label);
  });
});

describe("payload mapping", () => {
  it("maps the form to the payload, planfor and the sponsor type as two fields", () => {
    expect(toSponsorPayload(expatriate, 17)).toEqual({
      quotationId: 17,
      productCategory: 1,
      planfor: 1,
      documentType: 1,
      sponsorName: "John Smith",
      sponsorMobile: "0501234567",
      sponsorEmail: "john.smith@example.ae",
      gender: 1,
      sponsorDate: "1990-01-31",
      sponsorFileNumber: "201/2020/1234567",
      sponsorAddress: "",
      sponsorTrn: "",
      tpaId: 3,
    });
  });

  it("sends a company's TRN, and no TRN for an individual even when one was typed before switching", () => {
    const trn = "100234567800003";
    expect(toSponsorPayload({ ...company, sponsorTrn: trn }).sponsorTrn).toBe(trn);
    expect(toSponsorPayload({ ...expatriate, sponsorTrn: trn }).sponsorTrn).toBe("");
  });

  it("leaves quotationId out for a new quotation and drops gender for a company", () => {
    const payload = toSponsorPayload({ ...company, gender: 2, documentType: SPONSOR_TYPE.NATIONAL });
    expect(payload).not.toHaveProperty("quotationId");
    expect(payload.gender).toBeNull();
    expect(payload.planfor).toBe(PLANFOR.COMPANY);
    expect(payload.documentType).toBeNull();
  });

  it.each([
    ["expatriate", expatriate],
    ["national", national],
    ["company", company],
  ])("round-trips a %s through the stored record", (_, values) => {
    expect(fromSponsorRecord(toSponsorPayload(values, 5))).toEqual(values);
  });
});

describe("sponsorPayloadSchema", () => {
  const payloadSchema = sponsorPayloadSchema(TODAY);

  it.each([
    ["expatriate", expatriate],
    ["national", national],
    ["company", company],
  ])("accepts what the form produces for a %s", (_, values) => {
    expect(fieldErrors(payloadSchema.safeParse(toSponsorPayload(values)))).toEqual({});
  });

  it("defaults the product category to 1 (Basic), accepts 2 (H+) and refuses any other", () => {
    const { productCategory: _, ...rest } = toSponsorPayload(expatriate);
    expect(payloadSchema.parse(rest).productCategory).toBe(1);
    expect(payloadSchema.parse({ ...rest, productCategory: 2 }).productCategory).toBe(2);
    expect(payloadSchema.safeParse({ ...rest, productCategory: 4 }).success).toBe(false);
  });

  it.each([
    ["sponsorMobile", "0591234567", "Mobile Number is required and It should be 7 digit long."],
    ["sponsorEmail", "not-an-email", "Invalid email address."],
    ["gender", null, "Gender is required."],
    ["sponsorName", "", "First Name is required."],
    ["sponsorDate", "2025-01-01", "Date of birth must be between 01/01/1920 and 05/03/2024."],
    ["sponsorFileNumber", "1234567", "Enter correct format."],
  ])("reports %s = %j with %j", (field, value, message) => {
    const result = payloadSchema.safeParse({ ...toSponsorPayload(expatriate), [field]: value });
    expect(messageAt(result, field)).toBe(message);
  });

  it("applies the company rules when planfor is 2", () => {
    const payload = { ...toSponsorPayload(company), sponsorName: "", sponsorFileNumber: "12/3456" };
    expect(fieldErrors(payloadSchema.safeParse(payload))).toEqual({
      sponsorName: ["Company Name is required."],
      sponsorFileNumber: ["Enter digits only."],
    });
  });

  it("applies the national file-number rule when the sponsor type is 2", () => {
    const payload = { ...toSponsorPayload(national), sponsorFileNumber: "12345678" };
    expect(payloadSchema.safeParse(payload).success).toBe(true);
  });

  it("refuses an unknown planfor or sponsor type, and an individual without a sponsor type", () => {
    const payload = toSponsorPayload(expatriate);
    expect(messageAt(payloadSchema.safeParse({ ...payload, planfor: 4 }), "planfor")).toBe(PLANFOR_REQUIRED_MESSAGE);
    const unknownType = payloadSchema.safeParse({ ...payload, documentType: 3 });
    expect(messageAt(unknownType, "documentType")).toBe(SPONSOR_MESSAGES.sponsorTypeRequired);
    const untyped = payloadSchema.safeParse({ ...payload, documentType: null });
    expect(messageAt(untyped, "documentType")).toBe(SPONSOR_MESSAGES.sponsorTypeRequired);
  });
});

describe("sponsorFileNumberHint", () => {
  it("shows the shape of each kind of number, and the example it gives is accepted", () => {
    expect(sponsorFileNumberHint(PLANFOR.INDIVIDUAL, SPONSOR_TYPE.EXPATRIATE)).toContain("201/2020/1234567");
    expect(
      sponsorFileNumberSchema(PLANFOR.INDIVIDUAL, SPONSOR_TYPE.EXPATRIATE).safeParse("201/2020/1234567").success,
    ).toBe(true);
    expect(sponsorFileNumberHint(PLANFOR.COMPANY)).toBe("Digits only, 6 to 15.");
    expect(sponsorFileNumberHint(PLANFOR.INDIVIDUAL, SPONSOR_TYPE.NATIONAL)).toMatch(/separated by \//);
  });
});

describe("the blank sponsor step 1 starts with", () => {
  // Step 1 shows Save & Proceed disabled without checking a blank form (useLazyValidity): that holds only while the
  // defaults fail the schema, for a company as for an individual.
  it("fails the schema, so a blank form is invalid without being checked", () => {
    expect(form.safeParse(SPONSOR_FORM_DEFAULTS).success).toBe(false);
    expect(form.safeParse({ ...SPONSOR_FORM_DEFAULTS, planfor: PLANFOR.COMPANY }).success).toBe(false);
  });

  it("is told apart from a form holding any value of its own", () => {
    expect(isBlankSponsor({ ...SPONSOR_FORM_DEFAULTS })).toBe(true);
    expect(isBlankSponsor(expatriate)).toBe(false);
    for (const key of Object.keys(SPONSOR_FORM_DEFAULTS) as (keyof SponsorForm)[])
      expect(isBlankSponsor({ ...SPONSOR_FORM_DEFAULTS, [key]: expatriate[key] ?? "x" })).toBe(
        expatriate[key] === SPONSOR_FORM_DEFAULTS[key],
      );
  });
});
