import { DATE_MESSAGES, type DateWindow, formatDisplayDate } from "./dates";
import { GENDER_REQUIRED_MESSAGE } from "./gender";
import { say } from "./i18n/say";
import { tooManyCharacters, tooManyDigits } from "./length-messages";
import { MOBILE_MESSAGES } from "./mobile-format";
import { PLANFOR, type Planfor } from "./planfor";
import { PRODUCT_CATEGORIES } from "./quotation-journey";

/*
 * What step 1 shows and sends about a sponsor, free of zod so that the page paints without it: the options, limits,
 * messages and labels. The schemas are in sponsor.ts; the form's defaults and the payload made from it in
 * sponsor-payload.ts.
 */

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
