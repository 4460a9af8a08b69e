import type { Words } from "@pp/domain";
import { localizeMessage } from "../i18n/localize-answer";
import { translate } from "../i18n/translate";

/** A text every document prints in both languages. */
export type Bilingual = { en: string; ar: string };

/** Words from the catalogs (decision 065) in both languages, as a document prints them. */
export const bilingual = (words: Words): Bilingual => ({ en: translate("en", words), ar: translate("ar", words) });

/** Words whose values differ by language (the insurer's name and address): each language filled with its own. */
export const bilingualEach = (words: Words, arValues: Words["values"]): Bilingual => ({
  en: translate("en", words),
  ar: translate("ar", { ...words, values: arValues }),
});

/** Each of a document's words in both languages, under the same names. */
export function bilingualAll<K extends string>(all: Record<K, Words>): Record<K, Bilingual> {
  return Object.fromEntries(Object.entries<Words>(all).map(([name, words]) => [name, bilingual(words)])) as Record<
    K,
    Bilingual
  >;
}

/** The frame of every document: its tagline, its shared headings and the rule on which language prevails. */
export const DOCUMENT_FRAME = bilingualAll({
  tagline: /*i18n*/ {
    id: "document.frame.tagline",
    message: "Health insurance for the United Arab Emirates",
  },
  benefitsHeading: /*i18n*/ { id: "document.frame.benefitsHeading", message: "Benefits per member" },
  benefit: /*i18n*/ { id: "document.frame.benefit", message: "Benefit" },
  cover: /*i18n*/ { id: "document.frame.cover", message: "Cover" },
  arabicPrevails: /*i18n*/ {
    id: "document.frame.arabicPrevails",
    message: "This document is issued in Arabic and English; if the two texts differ, the Arabic text prevails.",
  },
});

/** Labels that several documents print. */
export const LABELS = bilingualAll({
  policyNo: /*i18n*/ { id: "document.label.policyNo", message: "Policy number" },
  quotationNo: /*i18n*/ { id: "document.label.quotationNo", message: "Quotation number" },
  renewalOf: /*i18n*/ { id: "document.label.renewalOf", message: "Renewal of" },
  plan: /*i18n*/ { id: "document.label.plan", message: "Plan" },
  tpa: /*i18n*/ { id: "document.label.tpa", message: "Third-party administrator" },
  date: /*i18n*/ { id: "document.label.date", message: "Date" },
  issuedOn: /*i18n*/ { id: "document.label.issuedOn", message: "Issued on" },
  sponsor: /*i18n*/ { id: "document.label.sponsor", message: "Sponsor" },
  sponsorEmail: /*i18n*/ { id: "document.label.sponsorEmail", message: "Sponsor e-mail" },
  sponsorMobile: /*i18n*/ { id: "document.label.sponsorMobile", message: "Sponsor mobile" },
  insurer: /*i18n*/ { id: "document.label.insurer", message: "Insurer" },
  partner: /*i18n*/ { id: "document.label.partner", message: "Insurance partner" },
  name: /*i18n*/ { id: "document.label.name", message: "Name" },
  type: /*i18n*/ { id: "document.label.type", message: "Type" },
  dateOfBirth: /*i18n*/ { id: "document.label.dateOfBirth", message: "Date of birth" },
  gender: /*i18n*/ { id: "document.label.gender", message: "Gender" },
  nationality: /*i18n*/ { id: "document.label.nationality", message: "Nationality" },
  premium: /*i18n*/ { id: "document.label.premium", message: "Premium" },
  vat: /*i18n*/ { id: "document.label.vat", message: "VAT" },
  total: /*i18n*/ { id: "document.label.total", message: "Total" },
  vatAtFivePercent: /*i18n*/ { id: "document.label.vatAtFivePercent", message: "VAT (5%)" },
  premiumYearly: /*i18n*/ { id: "document.label.premiumYearly", message: "Premium a year" },
  totalYearly: /*i18n*/ { id: "document.label.totalYearly", message: "Total a year" },
  email: /*i18n*/ { id: "document.label.email", message: "E-mail" },
  none: /*i18n*/ { id: "document.label.none", message: "None" },
});

/** A text the domain writes (a plan, a member type, a limit), with its Arabic when the catalogs hold one. */
export function inBoth(text: string): Bilingual | string {
  const ar = localizeMessage(text, "ar");
  return ar === text ? text : { en: text, ar };
}
