import { differingBenefits, formatAed, formatDisplayDate, type HplusPlan, PLAN_BENEFITS } from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, bilingualAll, DOCUMENT_FRAME, inBoth, LABELS } from "./document-labels";
import { planBenefitCells } from "./plan-benefit-cells";
import { typesetDocument } from "./typeset/document-blocks";

type ComparisonData = {
  quotationNo: string;
  quotedOn: string;
  memberCount: number;
  plans: { plan: HplusPlan; totals: { subtotal: number; vat: number; total: number } }[];
  disclosure: DocumentDisclosure;
};

const TEXTS = bilingualAll({
  title: /*i18n*/ { id: "document.planComparison.title", message: "Plan comparison" },
  members: /*i18n*/ { id: "document.planComparison.members", message: "Members covered" },
  differs: /*i18n*/ {
    id: "document.planComparison.differs",
    message:
      "* The plans differ on this benefit. Premiums are for the members of this quotation on its date; the administrator's table of benefits and the policy wording state the cover in full.",
  },
});

function marked(label: Bilingual | string, differs: boolean): Bilingual | string {
  if (!differs) return label;
  return typeof label === "string" ? `* ${label}` : { en: `* ${label.en}`, ar: `* ${label.ar}` };
}

/** The plans side by side, one row per benefit (rows that differ marked), with this family's premium for each. */
export function planComparisonPdf(c: ComparisonData): Promise<Buffer> {
  const plans = c.plans.map((p) => p.plan);
  const differing = differingBenefits(plans);
  // Each plan's benefits in both languages, in PLAN_BENEFITS' order.
  const cells = plans.map(planBenefitCells);
  return typesetDocument(TEXTS.title, c.disclosure, [
    {
      kind: "pairs",
      rows: [
        { label: LABELS.quotationNo, value: c.quotationNo },
        { label: LABELS.date, value: formatDisplayDate(c.quotedOn) },
        { label: TEXTS.members, value: String(c.memberCount) },
      ],
    },
    {
      kind: "table",
      headers: [DOCUMENT_FRAME.benefit, ...plans.map((p) => p.name)],
      // The benefit's name takes 30% of the page, the plans share the rest.
      widths: [30, ...plans.map(() => 70 / plans.length)],
      numeric: [],
      rows: [
        ...PLAN_BENEFITS.map((b, row) => [
          marked(inBoth(b.label), differing.has(b.key)),
          ...cells.map((plan) => plan[row]!.value),
        ]),
        [LABELS.premiumYearly, ...c.plans.map((p) => formatAed(p.totals.subtotal))],
        [LABELS.vat, ...c.plans.map((p) => formatAed(p.totals.vat))],
        [LABELS.totalYearly, ...c.plans.map((p) => formatAed(p.totals.total))],
      ],
    },
    { kind: "note", text: TEXTS.differs },
  ]);
}
