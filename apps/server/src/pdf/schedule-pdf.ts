import {
  formatAed,
  formatDisplayDate,
  isEmiratesIdPlaceholder,
  memberKindLabel,
  nationalityName,
  normalizeEmiratesId,
  type TpaCode,
  tpaLabel,
} from "@pp/domain";
import { localizeMessage } from "../i18n/localize-answer";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, bilingual, bilingualAll, inBoth, LABELS } from "./document-labels";
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

const TEXTS = bilingualAll({
  title: /*i18n*/ { id: "document.schedule.title", message: "Policy schedule" },
  period: /*i18n*/ { id: "document.schedule.period", message: "Period of insurance" },
  version: /*i18n*/ { id: "document.schedule.version", message: "Policy version" },
  members: /*i18n*/ { id: "document.schedule.members", message: "Insured members" },
  terms: /*i18n*/ { id: "document.schedule.terms", message: "Underwriting terms" },
  member: /*i18n*/ { id: "document.schedule.member", message: "Member" },
  loading: /*i18n*/ { id: "document.schedule.loading", message: "Premium loading" },
  exclusion: /*i18n*/ { id: "document.schedule.exclusion", message: "Exclusion" },
  emiratesId: /*i18n*/ { id: "document.schedule.emiratesId", message: "Emirates ID" },
  excluded: /*i18n*/ {
    id: "document.schedule.excluded",
    message: "An excluded condition, and any treatment arising from it, is not covered for that member.",
  },
});

const loadingText = (percent: number): Bilingual =>
  bilingual(
    /*i18n*/ {
      id: "document.schedule.loadingIncluded",
      message: "{percent} (included in the premium)",
      values: { percent: `${percent}%` },
    },
  );

/** The plan's limit (the domain's words, translated by its catalog) and that the benefits and wording are the policy's. */
function closingNote(limitNote: string): Bilingual {
  const partOfPolicy = bilingual(
    /*i18n*/ {
      id: "document.schedule.partOfPolicy",
      message: "The table of benefits of the administrator and the policy wording form part of this policy.",
    },
  );
  return { en: `${limitNote} ${partOfPolicy.en}`, ar: `${localizeMessage(limitNote, "ar")} ${partOfPolicy.ar}` };
}

// The version's number is a text value, isolated in Arabic as its date is.
const versionText = (v: { number: number; effectiveDate: string }): Bilingual =>
  bilingual(
    /*i18n*/ {
      id: "document.schedule.versionEffective",
      message: "{number}, effective {date}",
      values: { number: String(v.number), date: formatDisplayDate(v.effectiveDate) },
    },
  );

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
  return bilingual(
    /*i18n*/ {
      id: "document.schedule.passport",
      message: "Passport {passportNo}",
      values: { passportNo: m.passportNo },
    },
  );
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
        { label: LABELS.issuedOn, value: formatDisplayDate(s.issuedOn) },
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
