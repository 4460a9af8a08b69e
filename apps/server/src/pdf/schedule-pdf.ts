import {
  formatAed,
  formatDisplayDate,
  isEmiratesIdPlaceholder,
  isolate,
  memberKindLabel,
  nationalityName,
  normalizeEmiratesId,
  type TpaCode,
  tpaLabel,
} from "@pp/domain";
import { localizeMessage } from "../i18n/localize-answer";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, inBoth, LABELS } from "./document-labels";
import { type Block, benefitsBlocks, type Cell, typesetDocument } from "./typeset/document-blocks";

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
  tpaId: number;
  renewalOf: string | null;
  /** After a change of its members: the policy's version and the day it took effect. */
  version: { number: number; effectiveDate: string } | null;
  /** The plan's table of benefits, for a product sold by plan (H+), as the plan stood when the policy was issued. */
  benefits: readonly { label: Cell; value: Cell }[];
  members: {
    name: string;
    memberType: number;
    dateOfBirth: string;
    gender: number;
    nationality: string;
    emiratesId: string | null;
    passportNo: string | null;
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
  emiratesId: { en: "Emirates ID", ar: "الهوية الإماراتية" },
  passport: { en: "Passport", ar: "جواز السفر" },
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

/**
 * How the schedule identifies a member: the Emirates ID in its 784-YYYY-NNNNNNN-C form; for a member without one (a
 * placeholder such as "newborn without an Emirates ID yet", or none at all) the passport and its number, else an en
 * dash.
 */
function identityOf(m: { emiratesId: string | null; passportNo: string | null }): Cell {
  if (m.emiratesId && !isEmiratesIdPlaceholder(m.emiratesId)) return normalizeEmiratesId(m.emiratesId);
  if (!m.passportNo) return "–";
  return { en: `${TEXTS.passport.en} ${m.passportNo}`, ar: `${TEXTS.passport.ar} ${isolate(m.passportNo)}` };
}

/** The policy schedule: who is covered, on which plan, from when to when, on which terms and for how much. */
export function schedulePdf(s: ScheduleData): Promise<Buffer> {
  const termed = s.members.filter((m) => (m.loadingPercent ?? 0) > 0 || m.exclusion);
  return typesetDocument(TEXTS.title, s.disclosure, [
    {
      kind: "pairs",
      rows: [
        { label: LABELS.policyNo, value: s.policyNo },
        ...(s.renewalOf ? [{ label: LABELS.renewalOf, value: s.renewalOf }] : []),
        { label: LABELS.quotationNo, value: s.quotationNo },
        { label: LABELS.plan, value: inBoth(s.plan) },
        { label: LABELS.tpa, value: tpaLabel(s.tpaId as TpaCode) },
        { label: TEXTS.period, value: `${formatDisplayDate(s.startDate)} – ${formatDisplayDate(s.endDate)}` },
        { label: TEXTS.issuedOn, value: formatDisplayDate(s.issuedOn) },
        ...(s.version ? [{ label: TEXTS.version, value: versionText(s.version) }] : []),
        { label: LABELS.sponsor, value: s.sponsorName },
        { label: LABELS.sponsorEmail, value: s.sponsorEmail },
        { label: LABELS.sponsorMobile, value: s.sponsorMobile },
      ],
    },
    ...benefitsBlocks(s.benefits),
    { kind: "heading", text: TEXTS.members },
    {
      kind: "table",
      headers: [
        LABELS.name,
        LABELS.type,
        LABELS.dateOfBirth,
        LABELS.gender,
        LABELS.nationality,
        TEXTS.emiratesId,
        LABELS.premium,
      ],
      widths: [21, 11, 12, 9, 13, 19, 15],
      numeric: [6],
      unbroken: [5, 6],
      rows: s.members.map((m) => [
        m.name,
        inBoth(memberKindLabel(m.memberType)),
        formatDisplayDate(m.dateOfBirth),
        inBoth(m.gender === 1 ? "Male" : "Female"),
        nationalityCell(m.nationality),
        identityOf(m),
        formatAed(m.premiumFils),
      ]),
    },
    ...(termed.length === 0
      ? []
      : ([
          { kind: "heading", text: TEXTS.terms },
          {
            kind: "table",
            headers: [TEXTS.member, TEXTS.loading, TEXTS.exclusion],
            widths: [24, 28, 48],
            numeric: [],
            rows: termed.map((m) => [
              m.name,
              (m.loadingPercent ?? 0) > 0 ? loadingText(m.loadingPercent ?? 0) : LABELS.none,
              m.exclusion ?? LABELS.none,
            ]),
          },
          { kind: "note", text: TEXTS.excluded },
        ] satisfies Block[])),
    {
      kind: "totals",
      rows: [
        { label: LABELS.premium, value: formatAed(s.premiumFils) },
        { label: LABELS.vatAtFivePercent, value: formatAed(s.vatFils) },
        { label: LABELS.total, value: formatAed(s.totalFils) },
      ],
    },
    { kind: "note", text: closingNote(s.limitNote) },
  ]);
}
