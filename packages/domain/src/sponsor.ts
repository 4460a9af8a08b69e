import { z } from "zod";
import {
  DATE_MESSAGES,
  type DateInput,
  type DateWindow,
  formatDisplayDate,
  isDateWithin,
  isIsoDate,
  sponsorDateWindow,
} from "./dates";
import { addIssue, checkField, checkFields, isBlank } from "./field-check";
import { GENDER_REQUIRED_MESSAGE, type Gender } from "./gender";
import { say } from "./i18n/say";
import { tooManyCharacters, tooManyDigits } from "./length-messages";
import { mobileNumberSchema, mobilePrefixSchema, storedMobileSchema } from "./mobile";
import { DEFAULT_MOBILE_PREFIX, joinMobile, MOBILE_MESSAGES, splitMobile } from "./mobile-format";
import { genderSchema, nameTextSchema, personNameSchema } from "./person";
import { PLANFOR, type Planfor } from "./planfor";
import { planforSchema } from "./planfor-schema";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_VALUES, type ProductCategory } from "./quotation-journey";
import { TRN_PATTERN } from "./tax-invoice";
import { singleLineText } from "./text-schema";
import { DEFAULT_TPA, type TpaCode, tpaSchema } from "./tpa";

/** Sponsor Type radio, individuals only (`documentType`). */
export const SPONSOR_TYPE = { EXPATRIATE: 1, NATIONAL: 2 } as const;
export type SponsorType = (typeof SPONSOR_TYPE)[keyof typeof SPONSOR_TYPE];
export const SPONSOR_TYPE_OPTIONS = [
  { value: SPONSOR_TYPE.EXPATRIATE, label: say(/*i18n*/ { id: "sponsor.expatriate", message: "Expatriate" }) },
  { value: SPONSOR_TYPE.NATIONAL, label: say(/*i18n*/ { id: "sponsor.uaeGccNational", message: "UAE/GCC national" }) },
] as const;

/**
 * The DHPO entity type, planfor and sponsor type packed in one number. Everything in the portal carries the two
 * fields; the packed number is kept only for the quotations table's entity_type column (decision 057).
 */
export const ENTITY_TYPE = { INDIVIDUAL_EXPATRIATE: 1, INDIVIDUAL_NATIONAL: 2, COMPANY: 3 } as const;
export type EntityType = (typeof ENTITY_TYPE)[keyof typeof ENTITY_TYPE];
export const PRODUCT_CATEGORY_BASIC = PRODUCT_CATEGORIES.basic;

/** An individual without a sponsor type counts as an expatriate, as the spec's UID rule does. */
export function deriveEntityType(planfor: Planfor, documentType?: SponsorType | null): EntityType {
  if (planfor === PLANFOR.COMPANY) return ENTITY_TYPE.COMPANY;
  return documentType === SPONSOR_TYPE.NATIONAL ? ENTITY_TYPE.INDIVIDUAL_NATIONAL : ENTITY_TYPE.INDIVIDUAL_EXPATRIATE;
}

export const EMAIL_MAX_LENGTH = 37;
/** The value is lower-cased before the check, so "John@Example.com" is accepted and stored lower-case. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;
export const SPONSOR_UID_MIN_LENGTH = 6;
export const SPONSOR_UID_MAX_LENGTH = 25;
export const COMPANY_NUMBER_MAX_LENGTH = 15;
/** Expatriate visa file number, e.g. 201/2020/1234567 (emirate code / year / serial). */
export const VISA_FILE_NUMBER_PATTERN = /^\d{1,6}\/(?:\d{1,4}\/)?(?:\d{1,2}\/)?\d{1,10}$/;
/** National file number: groups of digits separated by single slashes. */
export const NATIONAL_FILE_NUMBER_PATTERN = /^\d+(?:\/\d+)*$/;
export const COMPANY_NUMBER_PATTERN = /^\d+$/;
/** The sponsor's address, optional: printed on the tax invoice as the recipient's (FTA, Art. 59). */
export const SPONSOR_ADDRESS_MAX_LENGTH = 150;

/** Tooltip values for sponsors who have no UID. */
export const SPONSOR_UID_PLACEHOLDERS = [
  { value: "000/0000/00000", label: say(/*i18n*/ { id: "common.uaeNational", message: "UAE national" }) },
  { value: "111/1111/11111", label: say(/*i18n*/ { id: "common.gccNational", message: "GCC national" }) },
  { value: "222/2222/22222", label: say(/*i18n*/ { id: "sponsor.abuDhabiVisa", message: "Abu Dhabi visa" }) },
  {
    value: "333/3333/33333",
    label: say(/*i18n*/ { id: "sponsor.northernEmiratesVisa", message: "Northern Emirates visa" }),
  },
  { value: "444/4444/44444", label: say(/*i18n*/ { id: "common.visitor", message: "Visitor" }) },
] as const;

export const SPONSOR_MESSAGES = {
  firstNameRequired: say(/*i18n*/ { id: "common.firstNameIsRequired", message: "First Name is required." }),
  companyNameRequired: say(/*i18n*/ { id: "sponsor.companyNameIsRequired", message: "Company Name is required." }),
  alphabetsOnly: say(/*i18n*/ { id: "common.enterAlphabetsOnly", message: "Enter alphabets only." }),
  mobile: MOBILE_MESSAGES.number,
  mobilePrefix: MOBILE_MESSAGES.prefix,
  emailRequired: say(/*i18n*/ { id: "sponsor.emailAddressIsRequired", message: "Email address is required." }),
  emailInvalid: say(/*i18n*/ { id: "common.invalidEmailAddress", message: "Invalid email address." }),
  emailTooLong: tooManyCharacters(EMAIL_MAX_LENGTH),
  sponsorTypeRequired: say(/*i18n*/ { id: "sponsor.sponsorTypeIsRequired", message: "Sponsor Type is required." }),
  genderRequired: GENDER_REQUIRED_MESSAGE,
  dateOfBirthRequired: say(/*i18n*/ { id: "common.pleaseEnterDateOfBirth", message: "Please enter date of birth." }),
  tradeLicenseExpiryRequired: say(
    /*i18n*/ { id: "sponsor.pleaseEnterTradeLicenseExpiryDate", message: "Please enter Trade license expiry date." },
  ),
  dateInvalid: DATE_MESSAGES.invalid,
  dateOfBirthOutOfRange: DATE_MESSAGES.dateOfBirthOutOfRange,
  tradeLicenseExpiryOutOfRange: (w: DateWindow) =>
    say(
      /*i18n*/ {
        id: "sponsor.tradeLicenseExpiryOutOfRange",
        message: "Trade license expiry date must be between {min} and {max}.",
        values: { min: formatDisplayDate(w.min), max: formatDisplayDate(w.max) },
      },
    ),
  numberRequired: say(/*i18n*/ { id: "sponsor.numberIsRequired", message: "Number is required." }),
  numberTooShort: say(/*i18n*/ { id: "sponsor.cannotBeLessThan6Digits", message: "Cannot be less than 6 digits." }),
  uidTooLong: tooManyCharacters(SPONSOR_UID_MAX_LENGTH),
  companyNumberTooLong: tooManyDigits(COMPANY_NUMBER_MAX_LENGTH),
  correctFormat: say(/*i18n*/ { id: "sponsor.enterCorrectFormat", message: "Enter correct format." }),
  digitsOnly: say(/*i18n*/ { id: "sponsor.enterDigitsOnly", message: "Enter digits only." }),
  addressTooLong: tooManyCharacters(SPONSOR_ADDRESS_MAX_LENGTH),
  trnInvalid: say(
    /*i18n*/ {
      id: "sponsor.aTrnIs15DigitsAs",
      message: "A TRN is 15 digits, as on the company's VAT registration certificate.",
    },
  ),
  trnCompanyOnly: say(
    /*i18n*/ {
      id: "sponsor.onlyACompanySponsorHasA",
      message: "Only a company sponsor has a Tax Registration Number (TRN).",
    },
  ),
} as const;

export const sponsorTypeSchema = z.literal([SPONSOR_TYPE.EXPATRIATE, SPONSOR_TYPE.NATIONAL], {
  error: SPONSOR_MESSAGES.sponsorTypeRequired,
});

export function sponsorNameSchema(planfor: Planfor) {
  const required =
    planfor === PLANFOR.COMPANY ? SPONSOR_MESSAGES.companyNameRequired : SPONSOR_MESSAGES.firstNameRequired;
  return personNameSchema(required);
}

export const sponsorEmailSchema = singleLineText({ error: SPONSOR_MESSAGES.emailRequired })
  .toLowerCase()
  .min(1, SPONSOR_MESSAGES.emailRequired)
  .regex(EMAIL_PATTERN, SPONSOR_MESSAGES.emailInvalid)
  .max(EMAIL_MAX_LENGTH, SPONSOR_MESSAGES.emailTooLong);

/** UID number (individual expatriate, or type not chosen yet), file number (national) or tax/file number (company). */
export function sponsorFileNumberSchema(planfor: Planfor, documentType?: SponsorType | null) {
  const base = singleLineText({ error: SPONSOR_MESSAGES.numberRequired }).min(1, SPONSOR_MESSAGES.numberRequired);
  if (planfor === PLANFOR.COMPANY) {
    return base
      .regex(COMPANY_NUMBER_PATTERN, SPONSOR_MESSAGES.digitsOnly)
      .min(SPONSOR_UID_MIN_LENGTH, SPONSOR_MESSAGES.numberTooShort)
      .max(COMPANY_NUMBER_MAX_LENGTH, SPONSOR_MESSAGES.companyNumberTooLong);
  }
  const pattern = documentType === SPONSOR_TYPE.NATIONAL ? NATIONAL_FILE_NUMBER_PATTERN : VISA_FILE_NUMBER_PATTERN;
  return base
    .min(SPONSOR_UID_MIN_LENGTH, SPONSOR_MESSAGES.numberTooShort)
    .regex(pattern, SPONSOR_MESSAGES.correctFormat)
    .max(SPONSOR_UID_MAX_LENGTH, SPONSOR_MESSAGES.uidTooLong);
}

/** The shape of the number under its field, so nobody has to guess it from an error. */
export function sponsorFileNumberHint(planfor: Planfor, documentType?: SponsorType | null): string {
  if (planfor === PLANFOR.COMPANY)
    return say(
      /*i18n*/ {
        id: "sponsor.companyNumberDigits",
        message: "Digits only, {min} to {max}.",
        values: { min: SPONSOR_UID_MIN_LENGTH, max: COMPANY_NUMBER_MAX_LENGTH },
      },
    );
  return documentType === SPONSOR_TYPE.NATIONAL
    ? say(
        /*i18n*/ {
          id: "sponsor.digitsInGroupsSeparatedByAs",
          message: "Digits in groups separated by /, as on the family book.",
        },
      )
    : say(
        /*i18n*/ {
          id: "sponsor.asOnTheVisaEmirateYear",
          message: "As on the visa: emirate / year / number, e.g. 201/2020/1234567.",
        },
      );
}

export function sponsorFileNumberLabel(planfor: Planfor, documentType?: SponsorType | null): string {
  if (planfor === PLANFOR.COMPANY)
    return say(/*i18n*/ { id: "common.taxRegistrationFileNumber", message: "Tax registration / File Number" });
  return documentType === SPONSOR_TYPE.NATIONAL
    ? say(/*i18n*/ { id: "sponsor.fileNumber", message: "File Number" })
    : say(/*i18n*/ { id: "sponsor.uidNumber", message: "UID Number" });
}

export function sponsorDateLabel(planfor: Planfor): string {
  return planfor === PLANFOR.COMPANY
    ? say(/*i18n*/ { id: "sponsor.tradeLicenseExpiryDate", message: "Trade license expiry date" })
    : say(/*i18n*/ { id: "sponsor.dateOfBirth", message: "Date of birth" });
}

/** The sponsor's address: optional, one line; printed on the tax invoice where given. */
export const sponsorAddressSchema = singleLineText().max(SPONSOR_ADDRESS_MAX_LENGTH, SPONSOR_MESSAGES.addressTooLong);

/** A company's UAE Tax Registration Number: optional, 15 digits; printed on the tax invoice where given. */
export const sponsorTrnSchema = singleLineText().regex(TRN_PATTERN, SPONSOR_MESSAGES.trnInvalid);

/** Date of birth (individual) or trade licence expiry (company), ISO, inside the allowed window. */
export function sponsorDateSchema(planfor: Planfor, today: DateInput) {
  const window = sponsorDateWindow(planfor, today);
  const company = planfor === PLANFOR.COMPANY;
  const required = company ? SPONSOR_MESSAGES.tradeLicenseExpiryRequired : SPONSOR_MESSAGES.dateOfBirthRequired;
  const outOfRange = company
    ? SPONSOR_MESSAGES.tradeLicenseExpiryOutOfRange(window)
    : SPONSOR_MESSAGES.dateOfBirthOutOfRange(window);
  return singleLineText({ error: required })
    .min(1, required)
    .refine((date) => date === "" || isIsoDate(date), SPONSOR_MESSAGES.dateInvalid)
    .refine((date) => !isIsoDate(date) || isDateWithin(date, window), outOfRange);
}

type SponsorFields = {
  planfor: Planfor;
  documentType?: SponsorType | null | undefined;
  name: string;
  gender?: Gender | null | undefined;
  date: string;
  uid: string;
  address?: string | null | undefined;
  trn?: string | null | undefined;
};

/** The rules that depend on planfor and sponsor type, shared by the form and the server payload. */
function checkSponsor(ctx: z.RefinementCtx, today: DateInput, f: SponsorFields) {
  const paths: Record<keyof SponsorFields, string> = SPONSOR_FIELD_PATHS;
  const individual = f.planfor === PLANFOR.INDIVIDUAL;
  if (individual && f.documentType == null) addIssue(ctx, [paths.documentType], SPONSOR_MESSAGES.sponsorTypeRequired);
  checkField(ctx, [paths.name], sponsorNameSchema(f.planfor), f.name);
  if (individual && f.gender == null) addIssue(ctx, [paths.gender], SPONSOR_MESSAGES.genderRequired);
  checkField(ctx, [paths.date], sponsorDateSchema(f.planfor, today), f.date);
  checkField(ctx, [paths.uid], sponsorFileNumberSchema(f.planfor, f.documentType), f.uid);
  // Address and TRN are optional: checked only when given, and a TRN only a company has.
  if (!isBlank(f.address)) checkField(ctx, [paths.address], sponsorAddressSchema, f.address);
  if (!isBlank(f.trn)) {
    if (individual) addIssue(ctx, [paths.trn], SPONSOR_MESSAGES.trnCompanyOnly);
    else checkField(ctx, [paths.trn], sponsorTrnSchema, f.trn);
  }
}

/** Where each sponsor rule's error goes: the field's one name, the same in the form and in the payload. */
const SPONSOR_FIELD_PATHS = {
  planfor: "planfor",
  documentType: "documentType",
  name: "sponsorName",
  gender: "gender",
  date: "sponsorDate",
  uid: "sponsorFileNumber",
  address: "sponsorAddress",
  trn: "sponsorTrn",
} as const;

export function sponsorFormSchema(today: DateInput) {
  return z
    .object({
      planfor: planforSchema,
      documentType: sponsorTypeSchema.nullish(),
      sponsorName: nameTextSchema(),
      mobile_prefix: singleLineText(),
      mobile_number: singleLineText(),
      sponsorEmail: singleLineText().toLowerCase(),
      gender: genderSchema.nullish(),
      sponsorDate: singleLineText(),
      sponsorFileNumber: singleLineText(),
      sponsorAddress: singleLineText(),
      sponsorTrn: singleLineText(),
      tpaId: tpaSchema,
    })
    .superRefine((v, ctx) => {
      checkFields(ctx, v, {
        mobile_prefix: mobilePrefixSchema,
        mobile_number: mobileNumberSchema,
        sponsorEmail: sponsorEmailSchema,
      });
      checkSponsor(ctx, today, {
        ...v,
        name: v.sponsorName,
        date: v.sponsorDate,
        uid: v.sponsorFileNumber,
        address: v.sponsorAddress,
        trn: v.sponsorTrn,
      });
    });
}
export type SponsorForm = z.infer<ReturnType<typeof sponsorFormSchema>>;

export const SPONSOR_FORM_DEFAULTS: SponsorForm = {
  planfor: PLANFOR.INDIVIDUAL,
  documentType: null,
  sponsorName: "",
  mobile_prefix: DEFAULT_MOBILE_PREFIX,
  mobile_number: "",
  sponsorEmail: "",
  gender: null,
  sponsorDate: "",
  sponsorFileNumber: "",
  sponsorAddress: "",
  sponsorTrn: "",
  tpaId: DEFAULT_TPA,
};

/**
 * What the server receives to create a quotation or change its sponsor: the spec's "Quotation create payload" under
 * the portal's own names (docs/api.md maps them), with planfor and the sponsor type as two fields (decision 057).
 */
export function sponsorPayloadSchema(today: DateInput) {
  return z
    .object({
      quotationId: z.number().int().positive().optional(),
      // Which product the application is for (decision 010); a payload without it is Basic, as the legacy sent.
      productCategory: z
        .literal(PRODUCT_CATEGORY_VALUES, {
          error: say(/*i18n*/ { id: "sponsor.unknownProductCategory", message: "Unknown product category." }),
        })
        .default(PRODUCT_CATEGORY_BASIC),
      planfor: planforSchema,
      /** Individuals only; a company's is ignored (a type chosen before switching to Company). */
      documentType: sponsorTypeSchema.nullish(),
      sponsorName: nameTextSchema(SPONSOR_MESSAGES.firstNameRequired),
      sponsorMobile: singleLineText({ error: SPONSOR_MESSAGES.mobile }),
      sponsorEmail: singleLineText({ error: SPONSOR_MESSAGES.emailRequired }).toLowerCase(),
      gender: genderSchema.nullish(),
      sponsorDate: singleLineText({ error: SPONSOR_MESSAGES.dateInvalid }),
      sponsorFileNumber: singleLineText({ error: SPONSOR_MESSAGES.numberRequired }),
      /** Optional: the sponsor's address, printed on the tax invoice; empty or left out for none. */
      sponsorAddress: singleLineText().nullish(),
      /** Optional, a company's only: its Tax Registration Number (15 digits), printed on the tax invoice. */
      sponsorTrn: singleLineText().nullish(),
      tpaId: tpaSchema,
    })
    .superRefine((v, ctx) => {
      checkFields(ctx, v, { sponsorMobile: storedMobileSchema, sponsorEmail: sponsorEmailSchema });
      checkSponsor(ctx, today, {
        planfor: v.planfor,
        documentType: v.documentType,
        name: v.sponsorName,
        gender: v.gender,
        date: v.sponsorDate,
        uid: v.sponsorFileNumber,
        address: v.sponsorAddress,
        trn: v.sponsorTrn,
      });
    });
}
export type SponsorPayload = z.infer<ReturnType<typeof sponsorPayloadSchema>>;

/** The stored sponsor step 1 shows again: the payload's fields, but a product without a TPA (PA, Term) has null. */
type StoredSponsorFields = Omit<SponsorPayload, "tpaId" | "productCategory"> & { tpaId: TpaCode | null };

export function toSponsorPayload(
  form: SponsorForm,
  quoteTrSno?: number,
  category: ProductCategory = PRODUCT_CATEGORY_BASIC,
): SponsorPayload {
  const individual = form.planfor === PLANFOR.INDIVIDUAL;
  return {
    ...(quoteTrSno === undefined ? {} : { quotationId: quoteTrSno }),
    productCategory: category,
    planfor: form.planfor,
    // A sponsor type is an individual's: one chosen before switching to Company is not sent.
    documentType: individual ? (form.documentType ?? null) : null,
    sponsorName: form.sponsorName,
    sponsorMobile: joinMobile(form.mobile_prefix, form.mobile_number),
    sponsorEmail: form.sponsorEmail,
    gender: individual ? (form.gender ?? null) : null,
    sponsorDate: form.sponsorDate,
    sponsorFileNumber: form.sponsorFileNumber,
    sponsorAddress: form.sponsorAddress,
    // A TRN is a company's: one typed before switching to Individual is not sent.
    sponsorTrn: individual ? "" : form.sponsorTrn,
    tpaId: form.tpaId,
  };
}

export function fromSponsorRecord(record: StoredSponsorFields): SponsorForm {
  const { planfor } = record;
  const mobile = splitMobile(record.sponsorMobile);
  return {
    planfor,
    documentType: planfor === PLANFOR.INDIVIDUAL ? (record.documentType ?? null) : null,
    sponsorName: record.sponsorName,
    mobile_prefix: mobile.prefix,
    mobile_number: mobile.number,
    sponsorEmail: record.sponsorEmail,
    gender: planfor === PLANFOR.INDIVIDUAL ? (record.gender ?? null) : null,
    sponsorDate: record.sponsorDate,
    sponsorFileNumber: record.sponsorFileNumber,
    sponsorAddress: record.sponsorAddress ?? "",
    sponsorTrn: record.sponsorTrn ?? "",
    tpaId: record.tpaId ?? DEFAULT_TPA,
  };
}
