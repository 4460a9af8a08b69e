import { DEFAULT_MOBILE_PREFIX, joinMobile, splitMobile } from "./mobile-format";
import { PLANFOR } from "./planfor";
import type { ProductCategory } from "./quotation-journey";
import type { SponsorForm, SponsorPayload } from "./sponsor";
import { PRODUCT_CATEGORY_BASIC } from "./sponsor-rule";
import { DEFAULT_TPA, type TpaCode } from "./tpa-rule";

/*
 * Step 1's form and the payload it sends, free of zod at run time (their types are the schemas'): the form's defaults,
 * the payload made from the form, and the form filled again from a stored sponsor.
 */

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

/** Whether step 1's form holds exactly its defaults: a new quotation's sponsor nobody has filled in yet. */
export const isBlankSponsor = (values: SponsorForm): boolean =>
  (Object.keys(SPONSOR_FORM_DEFAULTS) as (keyof SponsorForm)[]).every(
    (key) => values[key] === SPONSOR_FORM_DEFAULTS[key],
  );

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
