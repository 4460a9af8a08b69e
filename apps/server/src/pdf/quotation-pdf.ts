import { formatAed, formatDisplayDate, isolate, memberKindLabel, type TpaCode, tpaLabel } from "@pp/domain";
import { bilingualNote } from "./bilingual-text";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, inBoth, LABELS } from "./document-labels";
import { benefitsTable, heading, keyValues, renderPdf, table } from "./pdf-document";

type QuotationPdfData = {
  partnerName: string;
  quotationNo: string;
  quotedOn: string;
  validUntil: string;
  plan: string;
  tpaSno: number;
  sponsorName: string;
  sponsorEmail: string;
  sponsorMobile: string;
  members: { name: string; memberType: number; dateOfBirth: string; gender: number; premiumFils: number }[];
  premiumFils: number;
  vatFils: number;
  totalFils: number;
  /** The plan's benefits for a product sold by plan (H+); empty for the others. */
  benefits: readonly { label: string; value: string }[];
  disclosure: DocumentDisclosure;
};

const TEXTS = {
  title: { en: "Quotation", ar: "عرض سعر" },
  validUntil: { en: "Valid until", ar: "صالح حتى" },
  members: { en: "Members and annual premiums", ar: "الأعضاء والأقساط السنوية" },
} satisfies Record<string, Bilingual>;

function validityNote(validUntil: string): Bilingual {
  const date = formatDisplayDate(validUntil);
  return {
    en:
      `This quotation holds until ${date} for the members and details above. Cover starts only once the application ` +
      "is complete, accepted by the insurer and paid; the premium is worked out again if a member, a date of birth or " +
      "the plan changes.",
    ar:
      `يسري عرض السعر هذا حتى ${isolate(date)} للأعضاء والتفاصيل الواردة أعلاه. ولا تبدأ التغطية إلا بعد اكتمال الطلب ` +
      "وقبوله من شركة التأمين ودفعه؛ ويُحتسب القسط من جديد إذا تغيّر أحد الأعضاء أو تاريخ ميلاد أو الخطة.",
  };
}

/** The quotation a partner hands the sponsor: who is covered, on which plan, for how much, and until when. */
export function quotationPdf(q: QuotationPdfData): Promise<Buffer> {
  return renderPdf(TEXTS.title, q.disclosure, (doc) => {
    keyValues(doc, [
      [LABELS.quotationNo, q.quotationNo],
      [LABELS.date, formatDisplayDate(q.quotedOn)],
      [TEXTS.validUntil, formatDisplayDate(q.validUntil)],
      [LABELS.insurer, q.disclosure.insurer.legalName],
      [LABELS.partner, q.partnerName],
      [LABELS.plan, inBoth(q.plan)],
      [LABELS.tpa, tpaLabel(q.tpaSno as TpaCode)],
      [LABELS.sponsor, q.sponsorName],
      [LABELS.sponsorEmail, q.sponsorEmail],
      [LABELS.sponsorMobile, q.sponsorMobile],
    ]);
    heading(doc, TEXTS.members);
    doc.fontSize(9);
    table(
      doc,
      [LABELS.name, LABELS.type, LABELS.dateOfBirth, LABELS.gender, LABELS.premiumYearly],
      [170, 70, 85, 70, 100],
      q.members.map((m) => [
        m.name,
        inBoth(memberKindLabel(m.memberType)),
        formatDisplayDate(m.dateOfBirth),
        inBoth(m.gender === 1 ? "Male" : "Female"),
        formatAed(m.premiumFils),
      ]),
    );
    doc.moveDown(0.8).fontSize(10);
    keyValues(doc, [
      [LABELS.premium, formatAed(q.premiumFils)],
      [LABELS.vat, formatAed(q.vatFils)],
      [LABELS.totalYearly, formatAed(q.totalFils)],
    ]);
    benefitsTable(doc, q.benefits);
    doc.moveDown(1.5);
    bilingualNote(doc, validityNote(q.validUntil));
  });
}
