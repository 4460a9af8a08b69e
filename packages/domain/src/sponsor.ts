import { z } from "zod";
import { type DateInput, isDateWithin, isIsoDate, sponsorDateWindow } from "./dates";
import { addIssue, checkField, checkFields, isBlank } from "./field-check";
import type { Gender } from "./gender";
import { say } from "./i18n/say";
import { mobileNumberSchema, mobilePrefixSchema, storedMobileSchema } from "./mobile";
import { genderSchema, nameTextSchema, personNameSchema } from "./person";
import { PLANFOR, type Planfor } from "./planfor";
import { planforSchema } from "./planfor-schema";
import { PRODUCT_CATEGORY_VALUES } from "./quotation-journey";
import {
  COMPANY_NUMBER_MAX_LENGTH,
  COMPANY_NUMBER_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NATIONAL_FILE_NUMBER_PATTERN,
  PRODUCT_CATEGORY_BASIC,
  SPONSOR_ADDRESS_MAX_LENGTH,
  SPONSOR_MESSAGES,
  SPONSOR_TYPE,
  SPONSOR_UID_MAX_LENGTH,
  SPONSOR_UID_MIN_LENGTH,
  type SponsorType,
  VISA_FILE_NUMBER_PATTERN,
} from "./sponsor-rule";
import { sponsorTypeSchema } from "./sponsor-type-schema";
import { TRN_PATTERN } from "./tax-invoice";
import { singleLineText } from "./text-schema";
import { tpaSchema } from "./tpa";

/*
 * The sponsor's schemas, for the form's check and the server's. What a page shows and sends without checking (the
 * options, limits, messages and labels, the form's defaults, the payload's making) is in sponsor-rule.ts, free of zod.
 */

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
