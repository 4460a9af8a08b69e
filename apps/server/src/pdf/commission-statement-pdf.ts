import {
  formatAed,
  formatAmount,
  formatDisplayDate,
  isolate,
  PRODUCT_LABELS,
  type StatementBreakdownRow,
  type StatementLine,
  type StatementSummary,
  toIsoDate,
} from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, LABELS } from "./document-labels";
import { type Block, type Cell, typesetDocument } from "./typeset/document-blocks";

export type CommissionStatementData = {
  statement: StatementSummary;
  /** The statement's figures per payee and product, every line counted. */
  breakdown: StatementBreakdownRow[];
  /** Its first lines, at most STATEMENT_PDF_LINE_LIMIT. */
  lines: StatementLine[];
  /** Whom the statement is addressed to: the partner, or the partner's user. */
  payee: string;
  partnerName: string;
  disclosure: DocumentDisclosure;
};

const TEXTS = {
  title: { en: "Commission statement", ar: "كشف العمولات" },
  number: { en: "Statement number", ar: "رقم الكشف" },
  month: { en: "Month", ar: "الشهر" },
  payee: { en: "Payee", ar: "المستفيد" },
  issued: { en: "Issued on", ar: "تاريخ الإصدار" },
  state: { en: "State", ar: "الحالة" },
  issuedState: { en: "Issued", ar: "صادر" },
  paidState: { en: "Paid", ar: "مدفوع" },
  reference: { en: "Payment reference", ar: "مرجع الدفع" },
  lines: { en: "Policies and changes", ar: "الوثائق والتعديلات" },
  breakdown: { en: "By payee and product", ar: "حسب المستفيد والمنتج" },
  product: { en: "Product", ar: "المنتج" },
  lineCount: { en: "Lines", ar: "البنود" },
  vat: { en: "VAT 5%", ar: "ضريبة القيمة المضافة 5%" },
  total: { en: "Total", ar: "الإجمالي" },
  kind: { en: "Kind", ar: "النوع" },
  premium: { en: "Premium without VAT", ar: "القسط دون الضريبة" },
  rate: { en: "Rate", ar: "النسبة" },
  commission: { en: "Commission", ar: "العمولة" },
  share: { en: "Share", ar: "الحصة" },
  amount: { en: "Amount", ar: "المبلغ" },
  accrual: { en: "Sale", ar: "بيع" },
  correction: { en: "Correction", ar: "تصحيح" },
  clawback: { en: "Clawback", ar: "استرداد" },
  partnerShare: { en: "Partner", ar: "الشريك" },
  opening: { en: "Opening balance (unpaid)", ar: "الرصيد الافتتاحي (غير المدفوع)" },
  earned: { en: "Commission earned", ar: "العمولة المستحقة" },
  clawedBack: { en: "Clawed back", ar: "المسترد" },
  subtotal: { en: "Subtotal", ar: "المجموع الفرعي" },
  due: { en: "Total due", ar: "إجمالي المستحق" },
  none: { en: "No policy or change this month.", ar: "لا توجد وثائق أو تعديلات هذا الشهر." },
  note: {
    en: "All amounts in UAE dirhams (AED). VAT at 5 % is on the commission, the broker's taxable supply. A refund recorded after this statement was issued is on the next one.",
    ar: "جميع المبالغ بالدرهم الإماراتي. ضريبة القيمة المضافة 5% على العمولة، وهي التوريد الخاضع للضريبة للوسيط. أي استرداد يُسجَّل بعد إصدار هذا الكشف يظهر في الكشف التالي.",
  },
} satisfies Record<string, Bilingual>;

/** What the PDF says when it prints only the first lines of a statement: the CSV holds them all. */
const firstLinesOnly = (shown: number, all: number) => ({
  en: `This PDF lists the first ${shown.toLocaleString("en")} of the statement's ${all.toLocaleString("en")} lines; the figures above count them all. Download the statement's CSV for every line.`,
  ar: `يعرض هذا الملف أول ${shown} بند من بنود الكشف البالغة ${all} بندًا، والأرقام أعلاه تشملها جميعًا. نزّل ملف CSV للكشف لكل البنود.`,
});

/** Basis points as a percentage: 1250 -> "12.50%". */
const percent = (bp: number) => `${formatAmount(bp)}%`;

/** A commission statement in English and Arabic (decision 062), drawn as the tax documents are, on the CPU pool. */
export function commissionStatementPdf({
  statement: s,
  breakdown,
  lines,
  payee,
  partnerName,
  disclosure,
}: CommissionStatementData) {
  const allLines = breakdown.reduce((n, b) => n + b.lineCount, 0);
  const byPayee: Cell[][] = breakdown.map((b) => [
    b.user ? { en: b.user.name, ar: isolate(b.user.name) } : TEXTS.partnerShare,
    PRODUCT_LABELS[b.product],
    String(b.lineCount),
    formatAed(b.earnedFils),
    formatAed(-b.clawedBackFils),
    formatAed(b.vatFils),
    formatAed(b.totalFils),
  ]);
  // The figures per payee and product come first: with the totals, what a partner checks; the lines are its detail.
  const summaryBlocks: Block[] =
    byPayee.length === 0
      ? []
      : [
          { kind: "heading", text: TEXTS.breakdown },
          {
            kind: "table",
            headers: [
              TEXTS.payee,
              TEXTS.product,
              TEXTS.lineCount,
              TEXTS.earned,
              TEXTS.clawedBack,
              TEXTS.vat,
              TEXTS.total,
            ],
            widths: [1.8, 1, 0.7, 1.3, 1.3, 1.1, 1.3],
            numeric: [2, 3, 4, 5, 6],
            unbroken: [3, 4, 5, 6],
            rows: byPayee,
          },
        ];
  const firstLinesNote: Block[] =
    lines.length < allLines ? [{ kind: "note", text: firstLinesOnly(lines.length, allLines) }] : [];
  const rows: Cell[][] = lines.map((l) => [
    formatDisplayDate(toIsoDate(new Date(l.occurredAt))),
    l.policyNo,
    TEXTS[l.kind],
    formatAed(l.baseFils),
    percent(l.rateBp),
    formatAed(l.commissionFils),
    l.user ? { en: l.user.name, ar: isolate(l.user.name) } : TEXTS.partnerShare,
    percent(l.shareBp),
    formatAed(l.amountFils),
  ]);
  return typesetDocument(TEXTS.title, disclosure, [
    {
      kind: "pairs",
      rows: [
        { label: TEXTS.number, value: String(s.id) },
        { label: TEXTS.month, value: s.period },
        { label: LABELS.partner, value: { en: partnerName, ar: isolate(partnerName) } },
        { label: TEXTS.payee, value: { en: payee, ar: isolate(payee) } },
        { label: TEXTS.issued, value: formatDisplayDate(toIsoDate(new Date(s.issuedAt))) },
        {
          label: TEXTS.state,
          value:
            s.state === "paid"
              ? {
                  en: `${TEXTS.paidState.en} (${s.paymentReference})`,
                  ar: `${TEXTS.paidState.ar} (${isolate(s.paymentReference ?? "")})`,
                }
              : TEXTS.issuedState,
        },
      ],
    },
    ...summaryBlocks,
    { kind: "heading", text: TEXTS.lines },
    ...firstLinesNote,
    rows.length === 0
      ? { kind: "note", text: TEXTS.none }
      : {
          kind: "table",
          headers: [
            LABELS.date,
            LABELS.policyNo,
            TEXTS.kind,
            TEXTS.premium,
            TEXTS.rate,
            TEXTS.commission,
            TEXTS.payee,
            TEXTS.share,
            TEXTS.amount,
          ],
          widths: [1.1, 1.4, 1, 1.3, 0.8, 1.3, 1.3, 0.8, 1.3],
          numeric: [3, 4, 5, 7, 8],
          unbroken: [0, 3, 5, 8],
          rows,
        },
    {
      kind: "totals",
      rows: [
        { label: TEXTS.opening, value: formatAed(s.openingFils) },
        { label: TEXTS.earned, value: formatAed(s.earnedFils) },
        { label: TEXTS.clawedBack, value: formatAed(-s.clawedBackFils) },
        { label: TEXTS.subtotal, value: formatAed(s.subtotalFils) },
        { label: LABELS.vatAtFivePercent, value: formatAed(s.vatFils) },
        { label: TEXTS.due, value: formatAed(s.totalFils) },
      ],
    },
    { kind: "note", text: TEXTS.note },
  ]);
}
