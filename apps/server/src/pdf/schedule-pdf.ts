import { formatAed, formatDisplayDate, memberKindLabel, nationalityName, type TpaCode, tpaLabel } from "@pp/domain";
import { benefitsTable, keyValues, renderPdf, table } from "./pdf-document";

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
};

export function schedulePdf(s: ScheduleData): Promise<Buffer> {
  return renderPdf("Policy schedule", (doc) => {
    keyValues(doc, [
      ["Policy number", s.policyNo],
      ...(s.renewalOf ? ([["Renewal of", s.renewalOf]] as [string, string][]) : []),
      ["Quotation number", s.quotationNo],
      ["Plan", s.plan],
      ["Third-party administrator", tpaLabel(s.tpaSno as TpaCode)],
      ["Period of insurance", `${formatDisplayDate(s.startDate)} to ${formatDisplayDate(s.endDate)}`],
      ["Issued on", formatDisplayDate(s.issuedOn)],
      ["Sponsor", s.sponsorName],
      ["Sponsor e-mail", s.sponsorEmail],
      ["Sponsor mobile", s.sponsorMobile],
    ]);
    benefitsTable(doc, s.benefits);
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text("Insured members");
    doc.moveDown(0.3).fontSize(9);
    table(
      doc,
      ["Name", "Type", "Date of birth", "Gender", "Nationality", "Premium"],
      [130, 60, 75, 50, 100, 80],
      s.members.map((m) => [
        m.name,
        memberKindLabel(m.memberType),
        formatDisplayDate(m.dateOfBirth),
        m.gender === 1 ? "Male" : "Female",
        nationalityName(m.nationality) ?? m.nationality,
        formatAed(m.premiumFils),
      ]),
    );
    const termed = s.members.filter((m) => (m.loadingPercent ?? 0) > 0 || m.exclusion);
    if (termed.length > 0) {
      doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text("Underwriting terms");
      doc.moveDown(0.3).fontSize(9);
      table(
        doc,
        ["Member", "Premium loading", "Exclusion"],
        [120, 140, 235],
        termed.map((m) => [
          m.name,
          (m.loadingPercent ?? 0) > 0 ? `${m.loadingPercent}% (included in the premium)` : "None",
          m.exclusion ?? "None",
        ]),
      );
      doc
        .moveDown(0.3)
        .fontSize(8)
        .fillColor("#555")
        .text("An excluded condition, and any treatment arising from it, is not covered for that member.")
        .fillColor("#000");
    }
    doc.moveDown(0.8).fontSize(10);
    keyValues(doc, [
      ["Premium", formatAed(s.premiumFils)],
      ["VAT (5%)", formatAed(s.vatFils)],
      ["Total", formatAed(s.totalFils)],
    ]);
    doc
      .moveDown(1.5)
      .fontSize(8)
      .fillColor("#555")
      .text(
        `${s.limitNote} The table of benefits of the administrator and the policy wording form part of this policy.`,
      );
  });
}
