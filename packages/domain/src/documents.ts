import { z } from "zod";
import {
  MEMBER_DOCUMENT_SLOTS,
  type MemberDocumentSlot,
  SPONSOR_DOCUMENT_SLOTS,
  type SponsorDocumentSlot,
} from "./document-slots";
import { emiratesIdSchema } from "./emirates-id";
import { normalizeEmiratesId } from "./emirates-id-format";
import { addIssue, checkField, isBlank } from "./field-check";
import { say } from "./i18n/say";
import { tooManyCharacters, tooManyDigits } from "./length-messages";
import { MEMBER_TYPE } from "./member-kinds";
import { PLANFOR } from "./planfor";
import { planforSchema } from "./planfor-schema";
import { singleLineText } from "./text-schema";

/** Said once, where two places of this module say the same words. */
const emiratesIdSaid = say(/*i18n*/ { id: "common.emiratesId", message: "Emirates ID" });
const passportSaid = say(/*i18n*/ { id: "common.passport", message: "Passport" });
const cannotBeLessThan6DigitsSaid = say(
  /*i18n*/ { id: "documents.cannotBeLessThan6Digits", message: "Cannot be less than 6 digits" },
);
const emiratesIdCopyIsRequiredSaid = say(
  /*i18n*/ { id: "documents.emiratesIdCopyIsRequired", message: "Emirates ID copy is required" },
);
const passportCopyIsRequiredSaid = say(
  /*i18n*/ { id: "documents.passportCopyIsRequired", message: "Passport copy is required" },
);

export const DOCUMENT_HEADERS = {
  allRequired: say(/*i18n*/ { id: "documents.allFieldsAreRequired", message: "All fields are required" }),
  markedRequired: say(
    /*i18n*/ { id: "documents.fieldsMarkedWithAreRequired", message: "Fields marked with * are required" },
  ),
} as const;

// ---- Numbers -----------------------------------------------------------------------------------------------

export const PASSPORT_MIN_LENGTH = 6;
export const PASSPORT_MAX_LENGTH = 15;
export const UID_MIN_LENGTH = 6;
export const UID_MAX_LENGTH = 25;
export const BIRTH_CERTIFICATE_MAX_LENGTH = 30;

export const DOCUMENT_MESSAGES = {
  passportRequired: say(/*i18n*/ { id: "documents.passportNumberIsRequired", message: "Passport number is required" }),
  passportTooShort: cannotBeLessThan6DigitsSaid,
  passportTooLong: tooManyCharacters(PASSPORT_MAX_LENGTH, { stop: false }),
  passportCharacters: say(
    /*i18n*/ { id: "documents.noSpecialCharactersOrSpacesAllowed", message: "No special characters or spaces allowed" },
  ),
  uidRequired: say(/*i18n*/ { id: "documents.uidNumberIsRequired", message: "UID Number is required" }),
  uidTooShort: cannotBeLessThan6DigitsSaid,
  uidTooLong: tooManyDigits(UID_MAX_LENGTH, { stop: false }),
  uidDigitsOnly: say(/*i18n*/ { id: "common.enterDigitsOnly", message: "Enter digits only" }),
  birthCertificateNumberRequired: say(
    /*i18n*/ { id: "documents.birthCertificateNumberIsRequired", message: "Birth Certificate Number is required" },
  ),
  birthCertificateNumberTooLong: tooManyCharacters(BIRTH_CERTIFICATE_MAX_LENGTH, { stop: false }),
  documentTypeRequired: say(/*i18n*/ { id: "common.documentTypeIsRequired", message: "Document type is required" }),
  tradeLicenceForCompanies: say(
    /*i18n*/ {
      id: "documents.chooseEmiratesIdOrPassportA",
      message: "Choose Emirates ID or Passport: a trade licence is a company sponsor's document.",
    },
  ),
  companyGivesTradeLicence: say(
    /*i18n*/ {
      id: "documents.aCompanySponsorGivesItsTrade",
      message: "A company sponsor gives its trade licence, not an Emirates ID or passport.",
    },
  ),
  quotationRequired: say(/*i18n*/ { id: "documents.quotationIsRequired", message: "Quotation is required" }),
  membersRequired: say(
    /*i18n*/ {
      id: "documents.addAtLeastOneMemberBefore",
      message: "Add at least one member before uploading documents",
    },
  ),
  duplicateMember: say(
    /*i18n*/ { id: "documents.thisMemberAppearsMoreThanOnce", message: "This member appears more than once" },
  ),
  files: {
    sponsor: {
      emirates_id: emiratesIdCopyIsRequiredSaid,
      passport: passportCopyIsRequiredSaid,
      visa: say(/*i18n*/ { id: "documents.visaUidCopyIsRequired", message: "Visa / UID copy is required" }),
      trade_licence: say(
        /*i18n*/ { id: "documents.tradeLicenceCopyIsRequired", message: "Trade licence copy is required" },
      ),
    },
    member: {
      emirates_id: emiratesIdCopyIsRequiredSaid,
      passport: passportCopyIsRequiredSaid,
      visa: say(/*i18n*/ { id: "documents.visaCopyIsRequired", message: "Visa copy is required" }),
      photograph: say(/*i18n*/ { id: "documents.photographIsRequired", message: "Photograph is required" }),
      insurance_certificate: say(
        /*i18n*/ { id: "documents.insuranceCertificateIsRequired", message: "Insurance certificate is required" },
      ),
      labour_contract: say(
        /*i18n*/ { id: "documents.labourContractIsRequired", message: "Labour contract is required" },
      ),
      birth_certificate: say(
        /*i18n*/ { id: "documents.birthCertificateIsRequired", message: "Birth Certificate is required" },
      ),
    },
  },
} as const satisfies {
  files: { sponsor: Record<SponsorDocumentSlot, string>; member: Record<MemberDocumentSlot, string> };
} & Record<string, unknown>;

/** Helper values for people without a UID. */
export const UID_PLACEHOLDERS = [
  { value: "000000000000", label: say(/*i18n*/ { id: "common.uaeNational", message: "UAE national" }) },
  { value: "111111111111", label: say(/*i18n*/ { id: "common.gccNational", message: "GCC national" }) },
  {
    value: "222222222222",
    label: say(/*i18n*/ { id: "documents.abuDhabiVisaHolder", message: "Abu Dhabi visa holder" }),
  },
  {
    value: "333333333333",
    label: say(/*i18n*/ { id: "documents.northernEmiratesVisaHolder", message: "Northern Emirates visa holder" }),
  },
  { value: "444444444444", label: say(/*i18n*/ { id: "common.visitor", message: "Visitor" }) },
] as const;

export const passportNumberSchema = singleLineText({ error: DOCUMENT_MESSAGES.passportRequired })
  .toUpperCase()
  .min(1, DOCUMENT_MESSAGES.passportRequired)
  .regex(/^[A-Z0-9]*$/, DOCUMENT_MESSAGES.passportCharacters)
  .min(PASSPORT_MIN_LENGTH, DOCUMENT_MESSAGES.passportTooShort)
  .max(PASSPORT_MAX_LENGTH, DOCUMENT_MESSAGES.passportTooLong);

export const uidNumberSchema = singleLineText({ error: DOCUMENT_MESSAGES.uidRequired })
  .min(1, DOCUMENT_MESSAGES.uidRequired)
  .regex(/^\d*$/, DOCUMENT_MESSAGES.uidDigitsOnly)
  .min(UID_MIN_LENGTH, DOCUMENT_MESSAGES.uidTooShort)
  .max(UID_MAX_LENGTH, DOCUMENT_MESSAGES.uidTooLong);

export const birthCertificateNumberSchema = singleLineText({ error: DOCUMENT_MESSAGES.birthCertificateNumberRequired })
  .min(1, DOCUMENT_MESSAGES.birthCertificateNumberRequired)
  .max(BIRTH_CERTIFICATE_MAX_LENGTH, DOCUMENT_MESSAGES.birthCertificateNumberTooLong);

// ---- Which documents are required --------------------------------------------------------------------------

/** "hidden": not shown and not sent; "optional": shown and checked only when filled. */
export type Requirement = "required" | "optional" | "hidden";

export type MemberDocumentRequirements = {
  numbers: { emiratesId: Requirement; passport: Requirement; uid: Requirement; birthCertificate: Requirement };
  files: Record<MemberDocumentSlot, Requirement>;
};

/**
 * A newborn needs the birth certificate (number and file) and a photograph; the Emirates ID number is
 * still asked because the newborn placeholder 333-3333-3333333-3 exists for it, while passport and UID may wait.
 * Everyone else needs Emirates ID, passport and visa copies and a photograph. The labour contract is shown for
 * employees (member_type 2 or occupation "Employee") and is then required.
 */
export function requiredMemberDocuments(member: {
  member_type: number;
  occupation?: string | null;
  is_newborn?: boolean | null;
}): MemberDocumentRequirements {
  const newborn = member.is_newborn === true;
  const employee = member.member_type === MEMBER_TYPE.EMPLOYEE || member.occupation === "Employee";
  const identity: Requirement = newborn ? "optional" : "required";
  return {
    numbers: {
      emiratesId: "required",
      passport: identity,
      uid: identity,
      birthCertificate: newborn ? "required" : "hidden",
    },
    files: {
      emirates_id: identity,
      passport: identity,
      visa: identity,
      photograph: "required",
      insurance_certificate: "optional",
      labour_contract: employee ? "required" : "hidden",
      birth_certificate: newborn ? "required" : "hidden",
    },
  };
}

/**
 * The sponsor's identity document: an individual chooses Emirates ID or Passport; a company's is its trade licence,
 * the only one it has.
 */
export const SPONSOR_DOCUMENT_TYPE = {
  EMIRATES_ID: "EmiratesId",
  PASSPORT: "Passport",
  TRADE_LICENCE: "TradeLicence",
} as const;
export type SponsorDocumentType = (typeof SPONSOR_DOCUMENT_TYPE)[keyof typeof SPONSOR_DOCUMENT_TYPE];
/** What an individual sponsor chooses from. */
export const SPONSOR_DOCUMENT_TYPE_OPTIONS = [
  {
    value: SPONSOR_DOCUMENT_TYPE.EMIRATES_ID,
    label: emiratesIdSaid,
  },
  { value: SPONSOR_DOCUMENT_TYPE.PASSPORT, label: passportSaid },
] as const;
export const SPONSOR_DOCUMENT_TYPE_LABELS: Record<SponsorDocumentType, string> = {
  EmiratesId: emiratesIdSaid,
  Passport: passportSaid,
  TradeLicence: say(/*i18n*/ { id: "common.tradeLicence", message: "Trade licence" }),
};

/** The label of a stored document type, or undefined for none (or one no longer known). */
export const sponsorDocumentTypeLabel = (type: string | null | undefined): string | undefined =>
  type && Object.hasOwn(SPONSOR_DOCUMENT_TYPE_LABELS, type)
    ? SPONSOR_DOCUMENT_TYPE_LABELS[type as SponsorDocumentType]
    : undefined;

/** The document type a sponsor gives without a choice (a company's trade licence), or null when one is chosen. */
export const fixedSponsorDocumentType = (planfor: number): SponsorDocumentType | null =>
  planfor === PLANFOR.COMPANY ? SPONSOR_DOCUMENT_TYPE.TRADE_LICENCE : null;

/** What is wrong with a sponsor's document type for this kind of sponsor, or null. */
export function sponsorDocumentTypeProblem(
  documentType: SponsorDocumentType | null | undefined,
  planfor: number,
): string | null {
  const company = planfor === PLANFOR.COMPANY;
  if (company)
    return documentType === SPONSOR_DOCUMENT_TYPE.TRADE_LICENCE ? null : DOCUMENT_MESSAGES.companyGivesTradeLicence;
  if (!documentType) return DOCUMENT_MESSAGES.documentTypeRequired;
  return documentType === SPONSOR_DOCUMENT_TYPE.TRADE_LICENCE ? DOCUMENT_MESSAGES.tradeLicenceForCompanies : null;
}

export type SponsorDocumentRequirements = {
  numbers: { emiratesId: Requirement; passport: Requirement };
  files: Record<SponsorDocumentSlot, Requirement>;
};

/**
 * Why a sponsor's document of `slot` is not taken for this kind of sponsor, or null: a company uploads its trade
 * licence alone, an individual never one.
 */
export function sponsorSlotProblem(slot: SponsorDocumentSlot, planfor: number): string | null {
  const company = planfor === PLANFOR.COMPANY;
  if (company === (slot === "trade_licence")) return null;
  return company ? DOCUMENT_MESSAGES.companyGivesTradeLicence : DOCUMENT_MESSAGES.tradeLicenceForCompanies;
}

/**
 * An individual: Emirates ID -> number and copy; Passport -> number and copy; the other document's fields are
 * cleared; the visa/UID copy is always required (§5). A company has no Emirates ID, passport or visa: it gives its
 * trade licence, whatever type was stored for it before.
 */
export function requiredSponsorDocuments(
  documentType: SponsorDocumentType | null | undefined,
  planfor: number,
): SponsorDocumentRequirements {
  if (planfor === PLANFOR.COMPANY)
    return {
      numbers: { emiratesId: "hidden", passport: "hidden" },
      files: { emirates_id: "hidden", passport: "hidden", visa: "hidden", trade_licence: "required" },
    };
  const byEmiratesId = documentType === SPONSOR_DOCUMENT_TYPE.EMIRATES_ID;
  const byPassport = documentType === SPONSOR_DOCUMENT_TYPE.PASSPORT;
  return {
    numbers: { emiratesId: byEmiratesId ? "required" : "hidden", passport: byPassport ? "required" : "hidden" },
    files: {
      emirates_id: byEmiratesId ? "required" : "hidden",
      passport: byPassport ? "required" : "hidden",
      visa: "required",
      trade_licence: "hidden",
    },
  };
}

// ---- Step 3 form and the update payload --------------------------------------------------------------------

const text = singleLineText().nullish();
/** An upload field holds the reference the upload call returned (the legacy API\'s "Upload response"), or nothing. */
const uploadReference = singleLineText().nullish();

const sponsorDocumentsSchema = z.object({
  documentType: z
    .enum([SPONSOR_DOCUMENT_TYPE.EMIRATES_ID, SPONSOR_DOCUMENT_TYPE.PASSPORT, SPONSOR_DOCUMENT_TYPE.TRADE_LICENCE])
    .nullish(),
  emiratesId: text,
  passportNo: text,
  emiratesIdUpload: uploadReference,
  passportUpload: uploadReference,
  visaUpload: uploadReference,
  tradeLicenceUpload: uploadReference,
});

const memberDocumentsSchema = z.object({
  member_sno: z.number().int().positive(),
  member_type: z.literal(Object.values(MEMBER_TYPE)),
  occupation: text,
  first_name: text,
  family_name: text,
  is_newborn: z.boolean().default(false),
  emiratesId: text,
  passportNo: text,
  uidNo: text,
  birth_certificate_no: text,
  emiratesIdUpload: uploadReference,
  passportUpload: uploadReference,
  visaUpload: uploadReference,
  photographUpload: uploadReference,
  insuranceCertificateUpload: uploadReference,
  labourContractUpload: uploadReference,
  birthCertificateUpload: uploadReference,
});

/** Required: must pass `schema`. Optional: checked only when filled. Hidden: ignored. */
function checkNumber(
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  requirement: Requirement,
  schema: z.ZodType,
  value: string | null | undefined,
) {
  if (requirement === "required" || (requirement === "optional" && !isBlank(value))) {
    checkField(ctx, path, schema, value ?? "");
  }
}

function checkFile(
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  requirement: Requirement,
  value: unknown,
  message: string,
) {
  if (requirement === "required" && (typeof value !== "string" || isBlank(value))) addIssue(ctx, path, message);
}

export const documentsFormSchema = z
  .object({
    quotationId: z.number({ error: DOCUMENT_MESSAGES.quotationRequired }).int().positive(),
    planfor: planforSchema,
    sponsor: sponsorDocumentsSchema,
    members: z.array(memberDocumentsSchema).min(1, DOCUMENT_MESSAGES.membersRequired),
  })
  .superRefine(({ planfor, sponsor, members }, ctx) => {
    const typeProblem = sponsorDocumentTypeProblem(sponsor.documentType, planfor);
    if (typeProblem) addIssue(ctx, ["sponsor", "documentType"], typeProblem);
    const s = requiredSponsorDocuments(sponsor.documentType, planfor);
    checkNumber(ctx, ["sponsor", "emiratesId"], s.numbers.emiratesId, emiratesIdSchema, sponsor.emiratesId);
    checkNumber(ctx, ["sponsor", "passportNo"], s.numbers.passport, passportNumberSchema, sponsor.passportNo);
    for (const slot of Object.keys(SPONSOR_DOCUMENT_SLOTS) as SponsorDocumentSlot[]) {
      const field = SPONSOR_DOCUMENT_SLOTS[slot].field;
      checkFile(ctx, ["sponsor", field], s.files[slot], sponsor[field], DOCUMENT_MESSAGES.files.sponsor[slot]);
    }
    members.forEach((member, i) => {
      const r = requiredMemberDocuments(member);
      const at = (field: string) => ["members", i, field];
      checkNumber(ctx, at("emiratesId"), r.numbers.emiratesId, emiratesIdSchema, member.emiratesId);
      checkNumber(ctx, at("passportNo"), r.numbers.passport, passportNumberSchema, member.passportNo);
      checkNumber(ctx, at("uidNo"), r.numbers.uid, uidNumberSchema, member.uidNo);
      checkNumber(
        ctx,
        at("birth_certificate_no"),
        r.numbers.birthCertificate,
        birthCertificateNumberSchema,
        member.birth_certificate_no,
      );
      for (const slot of Object.keys(MEMBER_DOCUMENT_SLOTS) as MemberDocumentSlot[]) {
        const field = MEMBER_DOCUMENT_SLOTS[slot].field;
        checkFile(ctx, at(field), r.files[slot], member[field], DOCUMENT_MESSAGES.files.member[slot]);
      }
    });
  });
export type DocumentsForm = z.infer<typeof documentsFormSchema>;
export type DocumentsFormInput = z.input<typeof documentsFormSchema>;

/** A passport number as typed (upper case) and an Emirates ID as typed (hyphenated), before their rules run. */
export const passportInput = singleLineText().toUpperCase();
export const emiratesIdInput = singleLineText().overwrite(normalizeEmiratesId);
const passportText = passportInput.default("");
const emiratesIdText = emiratesIdInput.default("");

/**
 * A member's Emirates ID, passport and UID numbers, each checked only when given (step 3 then asks for what its
 * documents require): the same rules and messages wherever they are entered.
 */
export function checkIdentityNumbers(
  ctx: z.RefinementCtx,
  at: PropertyKey[],
  numbers: { emirates_id?: string; passport_no?: string; uid_no?: string },
) {
  checkNumber(ctx, [...at, "emirates_id"], "optional", emiratesIdSchema, numbers.emirates_id);
  checkNumber(ctx, [...at, "passport_no"], "optional", passportNumberSchema, numbers.passport_no);
  checkNumber(ctx, [...at, "uid_no"], "optional", uidNumberSchema, numbers.uid_no);
}

/** "Sponsor and members update payload". Empty strings mean "not given"; filled values must be valid. */
export const sponsorMembersUpdatePayloadSchema = z
  .object({
    quotationId: z.number({ error: DOCUMENT_MESSAGES.quotationRequired }).int().positive(),
    sponsorPassportNo: passportText,
    sponsorEmiratesId: emiratesIdText,
    members: z
      .array(
        z.object({
          member_sno: z.number().int().positive(),
          emirates_id: emiratesIdText,
          passport_no: passportText,
          uid_no: singleLineText().default(""),
          birth_certificate_no: singleLineText().default(""),
        }),
      )
      .min(1, DOCUMENT_MESSAGES.membersRequired),
  })
  .superRefine((v, ctx) => {
    checkNumber(ctx, ["sponsorPassportNo"], "optional", passportNumberSchema, v.sponsorPassportNo);
    checkNumber(ctx, ["sponsorEmiratesId"], "optional", emiratesIdSchema, v.sponsorEmiratesId);
    const seen = new Set<number>();
    v.members.forEach((doc, i) => {
      if (seen.has(doc.member_sno)) addIssue(ctx, ["members", i, "member_sno"], DOCUMENT_MESSAGES.duplicateMember);
      seen.add(doc.member_sno);
      checkIdentityNumbers(ctx, ["members", i], doc);
      const certificate = doc.birth_certificate_no;
      checkNumber(ctx, ["members", i, "birth_certificate_no"], "optional", birthCertificateNumberSchema, certificate);
    });
  });
export type SponsorMembersUpdatePayload = z.infer<typeof sponsorMembersUpdatePayloadSchema>;

/** Sends only what the current choices show: hidden numbers go as "" so a switched document type clears them. */
export function toSponsorMembersUpdatePayload(form: DocumentsForm): SponsorMembersUpdatePayload {
  const s = requiredSponsorDocuments(form.sponsor.documentType, form.planfor);
  const keep = (requirement: Requirement, value: string | null | undefined) =>
    requirement === "hidden" ? "" : (value ?? "");
  return {
    quotationId: form.quotationId,
    sponsorPassportNo: keep(s.numbers.passport, form.sponsor.passportNo),
    sponsorEmiratesId: keep(s.numbers.emiratesId, form.sponsor.emiratesId),
    members: form.members.map((member) => {
      const r = requiredMemberDocuments(member);
      return {
        member_sno: member.member_sno,
        emirates_id: keep(r.numbers.emiratesId, member.emiratesId),
        passport_no: keep(r.numbers.passport, member.passportNo),
        uid_no: keep(r.numbers.uid, member.uidNo),
        birth_certificate_no: keep(r.numbers.birthCertificate, member.birth_certificate_no),
      };
    }),
  };
}
