import { differingBenefits, formatAed, formatDisplayDate, type HplusPlan, PLAN_BENEFITS } from "@pp/domain";
import { keyValues, renderPdf, table } from "./pdf-document";

type ComparisonData = {
  quotationNo: string;
  quotedOn: string;
  memberCount: number;
  plans: { plan: HplusPlan; totals: { subtotal: number; vat: number; total: number } }[];
};

/** The plans side by side, one row per benefit (rows that differ marked), with this family's premium for each. */
export function planComparisonPdf(c: ComparisonData): Promise<Buffer> {
  return renderPdf("Plan comparison", (doc) => {
    keyValues(doc, [
      ["Quotation number", c.quotationNo],
      ["Date", formatDisplayDate(c.quotedOn)],
      ["Members covered", String(c.memberCount)],
    ]);
    doc.moveDown(0.8).fontSize(9);
    const plans = c.plans.map((p) => p.plan);
    const differing = differingBenefits(plans);
    const planWidth = Math.floor(345 / plans.length);
    table(
      doc,
      ["Benefit", ...plans.map((p) => p.name)],
      [150, ...plans.map(() => planWidth)],
      [
        ...PLAN_BENEFITS.map((b) => [`${differing.has(b.key) ? "* " : ""}${b.label}`, ...plans.map(b.value)]),
        ["Premium a year", ...c.plans.map((p) => formatAed(p.totals.subtotal))],
        ["VAT", ...c.plans.map((p) => formatAed(p.totals.vat))],
        ["Total a year", ...c.plans.map((p) => formatAed(p.totals.total))],
      ],
    );
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor("#555")
      .text(
        "* The plans differ on this benefit. Premiums are for the members of this quotation on its date; the " +
          "administrator's table of benefits and the policy wording state the cover in full.",
      );
  });
}
