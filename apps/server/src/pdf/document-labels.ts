import { localizeMessage } from "../i18n/localize-answer";

/** A text every document prints in both languages. */
export type Bilingual = { en: string; ar: string };

/** The frame of every document: its tagline, its shared headings and the rule on which language prevails. */
export const DOCUMENT_FRAME = {
  tagline: {
    en: "Health insurance for the United Arab Emirates",
    ar: "التأمين الصحي في دولة الإمارات العربية المتحدة",
  },
  benefitsHeading: { en: "Benefits per member", ar: "المنافع لكل عضو" },
  benefit: { en: "Benefit", ar: "المنفعة" },
  cover: { en: "Cover", ar: "التغطية" },
  arabicPrevails: {
    en: "This document is issued in Arabic and English; if the two texts differ, the Arabic text prevails.",
    ar: "صدر هذا المستند باللغتين العربية والإنجليزية، وفي حال وجود أي اختلاف بين النصين يُعتمد النص العربي.",
  },
} satisfies Record<string, Bilingual>;

/** Labels that several documents print. */
export const LABELS = {
  policyNo: { en: "Policy number", ar: "رقم الوثيقة" },
  quotationNo: { en: "Quotation number", ar: "رقم عرض السعر" },
  renewalOf: { en: "Renewal of", ar: "تجديد للوثيقة" },
  plan: { en: "Plan", ar: "الخطة" },
  tpa: { en: "Third-party administrator", ar: "مدير المطالبات" },
  date: { en: "Date", ar: "التاريخ" },
  sponsor: { en: "Sponsor", ar: "الكفيل" },
  sponsorEmail: { en: "Sponsor e-mail", ar: "البريد الإلكتروني للكفيل" },
  sponsorMobile: { en: "Sponsor mobile", ar: "هاتف الكفيل المتحرك" },
  insurer: { en: "Insurer", ar: "شركة التأمين" },
  partner: { en: "Insurance partner", ar: "شريك التأمين" },
  name: { en: "Name", ar: "الاسم" },
  type: { en: "Type", ar: "النوع" },
  dateOfBirth: { en: "Date of birth", ar: "تاريخ الميلاد" },
  gender: { en: "Gender", ar: "الجنس" },
  nationality: { en: "Nationality", ar: "الجنسية" },
  premium: { en: "Premium", ar: "القسط" },
  vat: { en: "VAT", ar: "ضريبة القيمة المضافة" },
  total: { en: "Total", ar: "الإجمالي" },
  vatAtFivePercent: { en: "VAT (5%)", ar: "ضريبة القيمة المضافة (5%)" },
  premiumYearly: { en: "Premium a year", ar: "القسط السنوي" },
  totalYearly: { en: "Total a year", ar: "الإجمالي السنوي" },
  email: { en: "E-mail", ar: "البريد الإلكتروني" },
  none: { en: "None", ar: "لا يوجد" },
} satisfies Record<string, Bilingual>;

/** A text the domain writes (a plan, a member type, a limit), with its Arabic when the catalogs hold one. */
export function inBoth(text: string): Bilingual | string {
  const ar = localizeMessage(text, "ar");
  return ar === text ? text : { en: text, ar };
}
