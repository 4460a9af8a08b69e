import { describe, expect, it } from "vitest";
import { MEMBER_DOCUMENT_SLOTS, SPONSOR_DOCUMENT_SLOTS } from "./document-slots";
import {
  birthCertificateNumberSchema,
  DOCUMENT_HEADERS,
  type DocumentsFormInput,
  documentsFormSchema,
  passportNumberSchema,
  requiredMemberDocuments,
  requiredSponsorDocuments,
  sponsorMembersUpdatePayloadSchema,
  toSponsorMembersUpdatePayload,
  UID_PLACEHOLDERS,
  uidNumberSchema,
} from "./documents";
import { PLANFOR } from "./planfor";
import { fieldErrors, messageAt } from "./test-helpers";
import {
  isAllowedFileName,
  MAX_UPLOAD_BYTES,
  memberUploadOwner,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_RULE_BROKEN,
  uploadFileError,
  uploadRuleBroken,
} from "./upload-rule";

describe("files", () => {
  it("allows at most 2048 KB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(2_097_152);
  });

  it.each([
    ["scan.pdf", true],
    ["SCAN.PDF", true],
    ["photo.jpeg", true],
    ["photo.JPEG", true],
    ["photo.jpg", true],
    ["photo.Png", true],
    ["photo.gif", false],
    ["letter.docx", false],
    ["scan.pdf.exe", false],
    ["photo.tiff", false],
    ["pdf", true],
    ["", false],
  ])("%j allowed: %s (judged by the last three characters)", (name, allowed) => {
    expect(isAllowedFileName(name)).toBe(allowed);
  });

  it.each([
    [{ name: "a.pdf", size: MAX_UPLOAD_BYTES }, null],
    [{ name: "a.pdf", size: 1 }, null],
    [{ name: "a.pdf", size: MAX_UPLOAD_BYTES + 1 }, "Wrong format or image size is too big."],
    [{ name: "a.gif", size: 10 }, "Wrong format or image size is too big."],
    [{ name: "a.png", size: 0 }, "This file is empty. Choose another file."],
  ])("%j -> %j", (file, message) => {
    expect(uploadFileError(file)).toBe(message);
  });

  it("keeps the spec upload message", () => {
    expect(UPLOAD_ERROR_MESSAGE).toBe("Wrong format or image size is too big.");
  });

  it.each([
    [1, "D"],
    [2, "W"],
    [3, "W"],
    [4, "W"],
  ])("member_type %i uploads with owner flag %s", (type, flag) => {
    expect(memberUploadOwner(type)).toBe(flag);
  });

  it("names the slots and their form fields", () => {
    expect(Object.keys(SPONSOR_DOCUMENT_SLOTS)).toEqual(["emirates_id", "passport", "visa", "trade_licence"]);
    expect(Object.keys(MEMBER_DOCUMENT_SLOTS)).toEqual([
      "emirates_id",
      "passport",
      "visa",
      "photograph",
      "insurance_certificate",
      "labour_contract",
      "birth_certificate",
    ]);
    expect(MEMBER_DOCUMENT_SLOTS.insurance_certificate.field).toBe("insuranceCertificateUpload");
  });

  it("header texts", () => {
    expect(DOCUMENT_HEADERS).toEqual({
      allRequired: "All fields are required",
      markedRequired: "Fields marked with * are required",
    });
  });
});

describe("number schemas", () => {
  it.each([
    ["AB123456", undefined],
    ["ab123456", undefined],
    ["A12345", undefined],
    ["A".repeat(15), undefined],
    ["", "Passport number is required"],
    ["AB123", "Cannot be less than 6 digits"],
    ["AB 123456", "No special characters or spaces allowed"],
    ["AB-123456", "No special characters or spaces allowed"],
    ["A".repeat(16), "Cannot be more than 15 characters"],
  ])("passport %j -> %j", (value, message) => {
    expect(passportNumberSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it("upper-cases passport numbers", () => {
    expect(passportNumberSchema.parse(" ab123456 ")).toBe("AB123456");
  });

  it.each([
    ["123456", undefined],
    ["1".repeat(25), undefined],
    ["", "UID Number is required"],
    ["12345", "Cannot be less than 6 digits"],
    ["12345a", "Enter digits only"],
    ["123/456", "Enter digits only"],
    ["1".repeat(26), "Cannot be more than 25 digits"],
  ])("UID %j -> %j", (value, message) => {
    expect(uidNumberSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it.each(UID_PLACEHOLDERS.map((p) => [p.value, p.label]))("UID helper %s (%s) is valid", (value) => {
    expect(uidNumberSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ["DXB/2026/0012345", undefined],
    ["B".repeat(30), undefined],
    ["", "Birth Certificate Number is required"],
    ["B".repeat(31), "Cannot be more than 30 characters"],
    ["BC\u0000123", "Remove invisible control characters."],
  ])("birth certificate number %j -> %j", (value, message) => {
    expect(birthCertificateNumberSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe("requiredMemberDocuments", () => {
  it("newborn: birth certificate number and file, photograph; identity copies optional", () => {
    expect(requiredMemberDocuments({ member_type: 1, occupation: "Child", is_newborn: true })).toEqual({
      numbers: { emiratesId: "required", passport: "optional", uid: "optional", birthCertificate: "required" },
      files: {
        emirates_id: "optional",
        passport: "optional",
        visa: "optional",
        photograph: "required",
        insurance_certificate: "optional",
        labour_contract: "hidden",
        birth_certificate: "required",
      },
    });
  });

  it("everyone else: Emirates ID, passport, visa, photograph; no birth certificate", () => {
    expect(requiredMemberDocuments({ member_type: 3, occupation: "Domestic worker", is_newborn: false })).toEqual({
      numbers: { emiratesId: "required", passport: "required", uid: "required", birthCertificate: "hidden" },
      files: {
        emirates_id: "required",
        passport: "required",
        visa: "required",
        photograph: "required",
        insurance_certificate: "optional",
        labour_contract: "hidden",
        birth_certificate: "hidden",
      },
    });
  });

  it.each([
    [{ member_type: 2, occupation: "Other" }, "required"],
    [{ member_type: 4, occupation: "Employee" }, "required"],
    [{ member_type: 1, occupation: "Employee" }, "required"],
    [{ member_type: 4, occupation: "Investor" }, "hidden"],
    [{ member_type: 3, occupation: null }, "hidden"],
  ])("labour contract for %j is %s", (member, requirement) => {
    expect(requiredMemberDocuments(member).files.labour_contract).toBe(requirement);
  });
});

describe("requiredSponsorDocuments", () => {
  it.each([
    ["EmiratesId", { emiratesId: "required", passport: "hidden" }, ["required", "hidden"]],
    ["Passport", { emiratesId: "hidden", passport: "required" }, ["hidden", "required"]],
    [null, { emiratesId: "hidden", passport: "hidden" }, ["hidden", "hidden"]],
  ] as const)("%s for an individual", (type, numbers, [emiratesIdFile, passportFile]) => {
    expect(requiredSponsorDocuments(type, PLANFOR.INDIVIDUAL)).toEqual({
      numbers,
      files: { emirates_id: emiratesIdFile, passport: passportFile, visa: "required", trade_licence: "hidden" },
    });
  });

  it.each(["TradeLicence", "EmiratesId", "Passport", null] as const)(
    "asks a company for its trade licence alone, whatever type was stored (%s)",
    (type) => {
      expect(requiredSponsorDocuments(type, PLANFOR.COMPANY)).toEqual({
        numbers: { emiratesId: "hidden", passport: "hidden" },
        files: { emirates_id: "hidden", passport: "hidden", visa: "hidden", trade_licence: "required" },
      });
    },
  );
});

const adultMember = {
  member_sno: 11,
  member_type: 3,
  occupation: "Domestic worker",
  first_name: "Maria",
  family_name: "Santos",
  is_newborn: false,
  emiratesId: "784-1980-1234567-8",
  passportNo: "P1234567",
  uidNo: "123456789",
  birth_certificate_no: "",
  emiratesIdUpload: "files/eid-11.pdf",
  passportUpload: "files/pp-11.pdf",
  visaUpload: "files/visa-11.pdf",
  photographUpload: "files/photo-11.jpg",
  insuranceCertificateUpload: null,
  labourContractUpload: null,
  birthCertificateUpload: null,
} satisfies DocumentsFormInput["members"][number];

const newbornMember = {
  ...adultMember,
  member_sno: 12,
  member_type: 1,
  occupation: "Child",
  first_name: "Aya",
  is_newborn: true,
  emiratesId: "333-3333-3333333-3",
  passportNo: "",
  uidNo: "",
  birth_certificate_no: "DXB/2026/0012345",
  emiratesIdUpload: null,
  passportUpload: null,
  visaUpload: null,
  photographUpload: "files/photo-12.jpg",
  birthCertificateUpload: "files/bc-12.pdf",
} satisfies DocumentsFormInput["members"][number];

const validForm: DocumentsFormInput = {
  quotationId: 7,
  planfor: PLANFOR.INDIVIDUAL,
  sponsor: {
    documentType: "EmiratesId",
    emiratesId: "784-1952-0464048-6",
    passportNo: "",
    emiratesIdUpload: "files/eid-sponsor.pdf",
    passportUpload: null,
    visaUpload: "files/visa-sponsor.pdf",
  },
  members: [adultMember, newbornMember],
};

describe("documentsFormSchema", () => {
  it("accepts a complete form with an adult and a newborn", () => {
    expect(fieldErrors(documentsFormSchema.safeParse(validForm))).toEqual({});
  });

  it("reports each missing sponsor item on its field", () => {
    const sponsor = {
      ...validForm.sponsor,
      emiratesId: "",
      emiratesIdUpload: "",
      visaUpload: null,
    };
    expect(fieldErrors(documentsFormSchema.safeParse({ ...validForm, sponsor }))).toEqual({
      "sponsor.emiratesId": ["Emirates ID number is required"],
      "sponsor.emiratesIdUpload": ["Emirates ID copy is required"],
      "sponsor.visaUpload": ["Visa / UID copy is required"],
    });
  });

  it("switching the sponsor to Passport asks for passport number and copy and ignores Emirates ID", () => {
    const sponsor = { ...validForm.sponsor, documentType: "Passport" as const, emiratesId: "bad" };
    expect(fieldErrors(documentsFormSchema.safeParse({ ...validForm, sponsor }))).toEqual({
      "sponsor.passportNo": ["Passport number is required"],
      "sponsor.passportUpload": ["Passport copy is required"],
    });
  });

  it("requires the quotation", () => {
    const { quotationId: _, ...rest } = validForm;
    const result = documentsFormSchema.safeParse(rest);
    expect(messageAt(result, "quotationId")).toBe("Quotation is required");
  });

  it("requires the sponsor document type", () => {
    const result = documentsFormSchema.safeParse({
      ...validForm,
      sponsor: { ...validForm.sponsor, documentType: null },
    });
    expect(messageAt(result, "sponsor.documentType")).toBe("Document type is required");
  });

  it("reports a member's missing items under members.<index>", () => {
    const member = { ...adultMember, passportNo: "P12", visaUpload: "", photographUpload: null };
    expect(fieldErrors(documentsFormSchema.safeParse({ ...validForm, members: [member] }))).toEqual({
      "members.0.passportNo": ["Cannot be less than 6 digits"],
      "members.0.visaUpload": ["Visa copy is required"],
      "members.0.photographUpload": ["Photograph is required"],
    });
  });

  it("asks a newborn for the birth certificate, not for passport, Emirates ID or visa copies", () => {
    const member = { ...newbornMember, birth_certificate_no: "", birthCertificateUpload: null };
    expect(fieldErrors(documentsFormSchema.safeParse({ ...validForm, members: [member] }))).toEqual({
      "members.0.birth_certificate_no": ["Birth Certificate Number is required"],
      "members.0.birthCertificateUpload": ["Birth Certificate is required"],
    });
  });

  it("still checks an optional number that was filled in", () => {
    const member = { ...newbornMember, passportNo: "P 12" };
    const result = documentsFormSchema.safeParse({ ...validForm, members: [member] });
    expect(messageAt(result, "members.0.passportNo")).toBe("No special characters or spaces allowed");
  });

  it("requires the labour contract for employees", () => {
    const member = { ...adultMember, member_type: 2, occupation: "Employee" };
    const result = documentsFormSchema.safeParse({ ...validForm, members: [member] });
    expect(messageAt(result, "members.0.labourContractUpload")).toBe("Labour contract is required");
  });

  it("asks a company sponsor for its trade licence, and no Emirates ID, passport or visa", () => {
    const employee = { ...adultMember, member_type: 2, occupation: "Employee", labourContractUpload: "files/lc.pdf" };
    const company = { ...validForm, planfor: PLANFOR.COMPANY, members: [employee] };
    const tradeLicence = {
      documentType: "TradeLicence",
      emiratesId: "",
      passportNo: "",
      emiratesIdUpload: null,
      passportUpload: null,
      visaUpload: null,
      tradeLicenceUpload: "files/licence.pdf",
    } as const;
    expect(fieldErrors(documentsFormSchema.safeParse({ ...company, sponsor: tradeLicence }))).toEqual({});
    expect(
      fieldErrors(
        documentsFormSchema.safeParse({ ...company, sponsor: { ...tradeLicence, tradeLicenceUpload: null } }),
      ),
    ).toEqual({ "sponsor.tradeLicenceUpload": ["Trade licence copy is required"] });
    // An Emirates ID and visa, as the company was asked before, are not what a company gives.
    expect(
      messageAt(documentsFormSchema.safeParse({ ...company, sponsor: validForm.sponsor }), "sponsor.documentType"),
    ).toBe("A company sponsor gives its trade licence, not an Emirates ID or passport.");
    // And an individual does not give a trade licence.
    const individual = { ...validForm, sponsor: { ...validForm.sponsor, documentType: "TradeLicence" } as const };
    expect(messageAt(documentsFormSchema.safeParse(individual), "sponsor.documentType")).toBe(
      "Choose Emirates ID or Passport: a trade licence is a company sponsor's document.",
    );
  });

  it("needs at least one member", () => {
    const result = documentsFormSchema.safeParse({ ...validForm, members: [] });
    expect(messageAt(result, "members")).toBe("Add at least one member before uploading documents");
  });
});

describe("sponsor and members update payload", () => {
  it("maps the form, clearing numbers the current choices hide", () => {
    const form = documentsFormSchema.parse({
      ...validForm,
      sponsor: { ...validForm.sponsor, passportNo: "OLD12345" },
      members: [{ ...adultMember, birth_certificate_no: "leftover" }, newbornMember],
    });
    expect(toSponsorMembersUpdatePayload(form)).toEqual({
      quotationId: 7,
      sponsorPassportNo: "",
      sponsorEmiratesId: "784-1952-0464048-6",
      members: [
        {
          member_sno: 11,
          emirates_id: "784-1980-1234567-8",
          passport_no: "P1234567",
          uid_no: "123456789",
          birth_certificate_no: "",
        },
        {
          member_sno: 12,
          emirates_id: "333-3333-3333333-3",
          passport_no: "",
          uid_no: "",
          birth_certificate_no: "DXB/2026/0012345",
        },
      ],
    });
  });

  it("accepts what the mapping produces", () => {
    const payload = toSponsorMembersUpdatePayload(documentsFormSchema.parse(validForm));
    expect(fieldErrors(sponsorMembersUpdatePayloadSchema.safeParse(payload))).toEqual({});
  });

  it("normalises numbers and fills missing ones with empty strings", () => {
    const parsed = sponsorMembersUpdatePayloadSchema.parse({
      quotationId: 7,
      sponsorPassportNo: "ab123456",
      sponsorEmiratesId: "784198012345678",
      members: [{ member_sno: 1 }],
    });
    expect(parsed).toEqual({
      quotationId: 7,
      sponsorPassportNo: "AB123456",
      sponsorEmiratesId: "784-1980-1234567-8",
      members: [{ member_sno: 1, emirates_id: "", passport_no: "", uid_no: "", birth_certificate_no: "" }],
    });
  });

  it("reports invalid values and repeated members on their paths", () => {
    const result = sponsorMembersUpdatePayloadSchema.safeParse({
      quotationId: 7,
      sponsorPassportNo: "",
      sponsorEmiratesId: "784-1981-1234567-9",
      members: [
        { member_sno: 1, uid_no: "12ab56" },
        { member_sno: 1, passport_no: "P1" },
      ],
    });
    expect(fieldErrors(result)).toEqual({
      sponsorEmiratesId: ["This Emirates ID number is not valid. Check the digits."],
      "members.0.uid_no": ["Enter digits only"],
      "members.1.member_sno": ["This member appears more than once"],
      "members.1.passport_no": ["Cannot be less than 6 digits"],
    });
  });
});

describe("which upload rule a file broke", () => {
  it.each([
    [{ name: "scan.docx", size: 10 }, UPLOAD_RULE_BROKEN.type],
    [{ name: "scan.docx", size: 5_000_000 }, UPLOAD_RULE_BROKEN.type],
    [{ name: "scan.pdf", size: 2_097_153 }, UPLOAD_RULE_BROKEN.size],
    [{ name: "scan.pdf", size: 2_097_152 }, null],
  ])("%o → %s", (file, line) => {
    expect(uploadRuleBroken(file)).toBe(line);
  });
});
