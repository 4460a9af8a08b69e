import { formatAed, formatDisplayDate, memberKindLabel, type TpaCode, tpaLabel } from "@pp/domain";
import { benefitsTable, keyValues, renderPdf, table } from "./pdf-document";

type QuotationPdfData = {
  insurerName: string;
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
};

/** The quotation a partner hands the sponsor: who is covered, on which plan, for how much, and until when. */
export function quotationPdf(q: QuotationPdfData): Promise<Buffer> {
  return renderPdf("Quotation", (doc) => {
    keyValues(doc, [
      ["Quotation number", q.quotationNo],
      ["Date", formatDisplayDate(q.quotedOn)],
      ["Valid until", formatDisplayDate(q.validUntil)],
      ["Insurer", q.insurerName],
      ["Insurance partner", q.partnerName],
      ["Plan", q.plan],
      ["Third-party administrator", tpaLabel(q.tpaSno as TpaCode)],
      ["Sponsor", q.sponsorName],
      ["Sponsor e-mail", q.sponsorEmail],
      ["Sponsor mobile", q.sponsorMobile],
    ]);
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text("Members and annual premiums");
    doc.moveDown(0.3).fontSize(9);
    table(
      doc,
      ["Name", "Type", "Date of birth", "Gender", "Premium a year"],
      [170, 70, 85, 70, 100],
      q.members.map((m) => [
        m.name,
        memberKindLabel(m.memberType),
        formatDisplayDate(m.dateOfBirth),
        m.gender === 1 ? "Male" : "Female",
        formatAed(m.premiumFils),
      ]),
    );
    doc.moveDown(0.8).fontSize(10);
    keyValues(doc, [
      ["Premium", formatAed(q.premiumFils)],
      ["VAT", formatAed(q.vatFils)],
      ["Total a year", formatAed(q.totalFils)],
    ]);
    benefitsTable(doc, q.benefits);
    doc
      .moveDown(1.5)
      .fontSize(8)
      .fillColor("#555")
      .text(
        `This quotation holds until ${formatDisplayDate(q.validUntil)} for the members and details above. Cover ` +
          "starts only once the application is complete, accepted by the insurer and paid; the premium is worked out " +
          "again if a member, a date of birth or the plan changes.",
      );
  });
}
