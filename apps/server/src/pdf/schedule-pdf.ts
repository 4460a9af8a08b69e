import {
  formatAed,
  formatDisplayDate,
  isolate,
  memberKindLabel,
  nationalityName,
  type TpaCode,
  tpaLabel,
} from "@pp/domain";
import { localizeMessage } from "../i18n/localize-answer";
import { bilingualNote } from "./bilingual-text";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, inBoth, LABELS } from "./document-labels";
import { benefitsTable, heading, keyValues, renderPdf, table } from "./pdf-document";

type ScheduleData = {
  policyNo: string;
  quotationNo: string;
  plan: string;
  limitNote: string;
  issuedOn: string;
  startDate: string;
  endDate: string;
  sponsorName: string;
  sponsorEmail: string;
  sponsorMobile: string;
  tpaSno: number;
  renewalOf: string | null;
  /** After a change of its members: the policy's version and the day it took effect. */
  version: { number: number; effectiveDate: string } | null;
  /** The plan's table of benefits, for a product sold by plan (H+), as the plan stood when the policy was issued. */
  benefits: readonly { label: string; value: string }[];
  members: {
    name: string;
    memberType: number;
    dateOfBirth: string;
    gender: number;
    nationality: string;
    premiumFils: number;
    /** The underwriter's terms (H+): a loading already in the premium, and an exclusion. */
    loadingPercent: number | null;
    exclusion: string | null;
  }[];
  premiumFils: number;
  vatFils: number;
  totalFils: number;
  disclosure: DocumentDisclosure;
};

const TEXTS = {
  title: { en: "Policy schedule", ar: "جدول الوثيقة" },
  period: { en: "Period of insurance", ar: "مدة التأمين" },
  issuedOn: { en: "Issued on", ar: "تاريخ الإصدار" },
  version: { en: "Policy version", ar: "إصدار الوثيقة" },
  members: { en: "Insured members", ar: "الأعضاء المؤمَّن عليهم" },
  terms: { en: "Underwriting terms", ar: "شروط الاكتتاب" },
  member: { en: "Member", ar: "العضو" },
  loading: { en: "Premium loading", ar: "تحميل القسط" },
  exclusion: { en: "Exclusion", ar: "الاستثناء" },
  excluded: {
    en: "An excluded condition, and any treatment arising from it, is not covered for that member.",
    ar: "لا تُغطّى الحالة المستثناة، ولا أي علاج ينشأ عنها، لذلك العضو.",
  },
} satisfies Record<string, Bilingual>;

const loadingText = (percent: number): Bilingual => ({
  en: `${percent}% (included in the premium)`,
  ar: `${isolate(`${percent}%`)} (مشمول في القسط)`,
});

function closingNote(limitNote: string): Bilingual {
  return {
    en: `${limitNote} The table of benefits of the administrator and the policy wording form part of this policy.`,
    ar: `${localizeMessage(limitNote, "ar")} ويُعدّ جدول المنافع لدى مدير المطالبات ونص الوثيقة جزءًا من هذه الوثيقة.`,
  };
}

const versionText = (v: { number: number; effectiveDate: string }): Bilingual => ({
  en: `${v.number}, effective ${formatDisplayDate(v.effectiveDate)}`,
  ar: `${isolate(String(v.number))}، نافذ من ${isolate(formatDisplayDate(v.effectiveDate))}`,
});

/** A nationality by its name in both languages (the code itself for one the list does not know). */
function nationalityCell(code: string): Bilingual | string {
  const en = nationalityName(code);
  const ar = nationalityName(code, "ar");
  return en && ar ? { en, ar } : code;
}

/** The policy schedule: who is covered, on which plan, from when to when, on which terms and for how much. */
export function schedulePdf(s: ScheduleData): Promise<Buffer> {
  return renderPdf(TEXTS.title, s.disclosure, (doc) => {
    keyValues(doc, [
      [LABELS.policyNo, s.policyNo],
      ...(s.renewalOf ? ([[LABELS.renewalOf, s.renewalOf]] as const) : []),
      [LABELS.quotationNo, s.quotationNo],
      [LABELS.plan, inBoth(s.plan)],
      [LABELS.tpa, tpaLabel(s.tpaSno as TpaCode)],
      [TEXTS.period, `${formatDisplayDate(s.startDate)} – ${formatDisplayDate(s.endDate)}`],
      [TEXTS.issuedOn, formatDisplayDate(s.issuedOn)],
      ...(s.version ? ([[TEXTS.version, versionText(s.version)]] as const) : []),
      [LABELS.sponsor, s.sponsorName],
      [LABELS.sponsorEmail, s.sponsorEmail],
      [LABELS.sponsorMobile, s.sponsorMobile],
    ]);
    benefitsTable(doc, s.benefits);
    heading(doc, TEXTS.members);
    doc.fontSize(9);
    table(
      doc,
      [LABELS.name, LABELS.type, LABELS.dateOfBirth, LABELS.gender, LABELS.nationality, LABELS.premium],
      [130, 60, 75, 50, 100, 80],
      s.members.map((m) => [
        m.name,
        inBoth(memberKindLabel(m.memberType)),
        formatDisplayDate(m.dateOfBirth),
        inBoth(m.gender === 1 ? "Male" : "Female"),
        nationalityCell(m.nationality),
        formatAed(m.premiumFils),
      ]),
    );
    const termed = s.members.filter((m) => (m.loadingPercent ?? 0) > 0 || m.exclusion);
    if (termed.length > 0) {
      heading(doc, TEXTS.terms);
      doc.fontSize(9);
      table(
        doc,
        [TEXTS.member, TEXTS.loading, TEXTS.exclusion],
        [120, 140, 235],
        termed.map((m) => [
          m.name,
          (m.loadingPercent ?? 0) > 0 ? loadingText(m.loadingPercent ?? 0) : LABELS.none,
          m.exclusion ?? LABELS.none,
        ]),
      );
      doc.moveDown(0.3);
      bilingualNote(doc, TEXTS.excluded);
    }
    doc.moveDown(0.8).fontSize(10);
    keyValues(doc, [
      [LABELS.premium, formatAed(s.premiumFils)],
      [LABELS.vatAtFivePercent, formatAed(s.vatFils)],
      [LABELS.total, formatAed(s.totalFils)],
    ]);
    doc.moveDown(1.5);
    bilingualNote(doc, closingNote(s.limitNote));
  });
}
