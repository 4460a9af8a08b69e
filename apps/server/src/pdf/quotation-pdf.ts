import { formatAed, formatDisplayDate, memberKindLabel, type TpaCode, tpaLabel } from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, bilingual, bilingualAll, inBoth, LABELS } from "./document-labels";
import { benefitsBlocks, type Cell, typesetDocument } from "./typeset/document-blocks";

type QuotationPdfData = {
  partnerName: string;
  quotationNo: string;
  quotedOn: string;
  validUntil: string;
  plan: string;
  tpaId: number;
  sponsorName: string;
  sponsorEmail: string;
  sponsorMobile: string;
  members: { name: string; memberType: number; dateOfBirth: string; gender: number; premiumFils: number }[];
  premiumFils: number;
  vatFils: number;
  totalFils: number;
  /** The plan's benefits for a product sold by plan (H+); empty for the others. */
  benefits: readonly { label: Cell; value: Cell }[];
  disclosure: DocumentDisclosure;
};

const TEXTS = bilingualAll({
  title: /*i18n*/ { id: "document.quotation.title", message: "Quotation" },
  validUntil: /*i18n*/ { id: "document.quotation.validUntil", message: "Valid until" },
  members: /*i18n*/ { id: "document.quotation.members", message: "Members and annual premiums" },
});

function validityNote(validUntil: string): Bilingual {
  return bilingual(
    /*i18n*/ {
      id: "document.quotation.validity",
      message:
        "This quotation holds until {date} for the members and details above. Cover starts only once the application is complete, accepted by the insurer and paid; the premium is worked out again if a member, a date of birth or the plan changes.",
      values: { date: formatDisplayDate(validUntil) },
    },
  );
}

/** The quotation a partner hands the sponsor: who is covered, on which plan, for how much, and until when. */
export function quotationPdf(q: QuotationPdfData): Promise<Buffer> {
  return typesetDocument(TEXTS.title, q.disclosure, [
    {
      kind: "pairs",
      rows: [
        { label: LABELS.quotationNo, value: q.quotationNo },
        { label: LABELS.date, value: formatDisplayDate(q.quotedOn) },
        { label: TEXTS.validUntil, value: formatDisplayDate(q.validUntil) },
        { label: LABELS.insurer, value: q.disclosure.insurer.legalName },
        { label: LABELS.partner, value: q.partnerName },
        { label: LABELS.plan, value: inBoth(q.plan) },
        { label: LABELS.tpa, value: tpaLabel(q.tpaId as TpaCode) },
        { label: LABELS.sponsor, value: q.sponsorName },
        { label: LABELS.sponsorEmail, value: q.sponsorEmail },
        { label: LABELS.sponsorMobile, value: q.sponsorMobile },
      ],
    },
    { kind: "heading", text: TEXTS.members },
    {
      kind: "table",
      headers: [LABELS.name, LABELS.type, LABELS.dateOfBirth, LABELS.gender, LABELS.premiumYearly],
      widths: [34, 14, 17, 14, 21],
      numeric: [4],
      rows: q.members.map((m) => [
        m.name,
        inBoth(memberKindLabel(m.memberType)),
        formatDisplayDate(m.dateOfBirth),
        inBoth(m.gender === 1 ? "Male" : "Female"),
        formatAed(m.premiumFils),
      ]),
    },
    {
      kind: "totals",
      rows: [
        { label: LABELS.premium, value: formatAed(q.premiumFils) },
        { label: LABELS.vat, value: formatAed(q.vatFils) },
        { label: LABELS.totalYearly, value: formatAed(q.totalFils) },
      ],
    },
    ...benefitsBlocks(q.benefits),
    { kind: "note", text: validityNote(q.validUntil) },
  ]);
}
