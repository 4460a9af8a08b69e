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
import { bilingual, bilingualAll, LABELS } from "./document-labels";
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

const TEXTS = bilingualAll({
  title: /*i18n*/ { id: "document.commissionStatement.title", message: "Commission statement" },
  number: /*i18n*/ { id: "document.commissionStatement.number", message: "Statement number" },
  month: /*i18n*/ { id: "document.commissionStatement.month", message: "Month" },
  payee: /*i18n*/ { id: "document.commissionStatement.payee", message: "Payee" },
  state: /*i18n*/ { id: "document.commissionStatement.state", message: "State" },
  issuedState: /*i18n*/ { id: "document.commissionStatement.issuedState", message: "Issued" },
  reference: /*i18n*/ { id: "document.commissionStatement.reference", message: "Payment reference" },
  lines: /*i18n*/ { id: "document.commissionStatement.lines", message: "Policies and changes" },
  breakdown: /*i18n*/ { id: "document.commissionStatement.breakdown", message: "By payee and product" },
  product: /*i18n*/ { id: "document.commissionStatement.product", message: "Product" },
  lineCount: /*i18n*/ { id: "document.commissionStatement.lineCount", message: "Lines" },
  vat: /*i18n*/ { id: "document.commissionStatement.vat", message: "VAT 5%" },
  kind: /*i18n*/ { id: "document.commissionStatement.kind", message: "Kind" },
  premium: /*i18n*/ { id: "document.commissionStatement.premium", message: "Premium without VAT" },
  rate: /*i18n*/ { id: "document.commissionStatement.rate", message: "Rate" },
  commission: /*i18n*/ { id: "document.commissionStatement.commission", message: "Commission" },
  share: /*i18n*/ { id: "document.commissionStatement.share", message: "Share" },
  amount: /*i18n*/ { id: "document.commissionStatement.amount", message: "Amount" },
  accrual: /*i18n*/ { id: "document.commissionStatement.accrual", message: "Sale" },
  correction: /*i18n*/ { id: "document.commissionStatement.correction", message: "Correction" },
  clawback: /*i18n*/ { id: "document.commissionStatement.clawback", message: "Clawback" },
  partnerShare: /*i18n*/ { id: "document.commissionStatement.partnerShare", message: "Partner" },
  opening: /*i18n*/ { id: "document.commissionStatement.opening", message: "Opening balance (unpaid)" },
  earned: /*i18n*/ { id: "document.commissionStatement.earned", message: "Commission earned" },
  clawedBack: /*i18n*/ { id: "document.commissionStatement.clawedBack", message: "Clawed back" },
  subtotal: /*i18n*/ { id: "document.commissionStatement.subtotal", message: "Subtotal" },
  due: /*i18n*/ { id: "document.commissionStatement.due", message: "Total due" },
  none: /*i18n*/ { id: "document.commissionStatement.none", message: "No policy or change this month." },
  note: /*i18n*/ {
    id: "document.commissionStatement.note",
    message:
      "All amounts in UAE dirhams (AED). VAT at 5 % is on the commission, the broker's taxable supply. A refund recorded after this statement was issued is on the next one.",
  },
});

/** What the PDF says when it prints only the first lines of a statement: the CSV holds them all. */
const firstLinesOnly = (shown: number, all: number) =>
  bilingual(
    /*i18n*/ {
      id: "document.commissionStatement.firstLinesOnly",
      message:
        "This PDF lists the first {shown, number} of the statement's {all, number} lines; the figures above count them all. Download the statement's CSV for every line.",
      values: { shown, all },
    },
  );

/** A paid statement's state, with the reference of its payment. */
const paidState = (reference: string) =>
  bilingual(
    /*i18n*/ { id: "document.commissionStatement.paidState", message: "Paid ({reference})", values: { reference } },
  );

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
              LABELS.total,
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
        { label: LABELS.issuedOn, value: formatDisplayDate(toIsoDate(new Date(s.issuedAt))) },
        {
          label: TEXTS.state,
          value: s.state === "paid" ? paidState(s.paymentReference ?? "") : TEXTS.issuedState,
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
