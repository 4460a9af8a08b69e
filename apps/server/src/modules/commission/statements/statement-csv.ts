import { formatAmount, type StatementLine, type StatementSummary } from "@pp/domain";
import { type CsvColumn, csvStream } from "../../../http/csv-export";

/** Basis points as a percentage with two decimals: 1250 -> "12.50". */
const percent = (bp: number) => `${Math.trunc(bp / 100)}.${String(Math.abs(bp) % 100).padStart(2, "0")}`;

/** A row of the file: a line of the statement, or one of its figures (a label in "Kind" and the fils in "Amount"). */
type Row = Partial<StatementLine> & { label?: string; figureFils?: number };

const COLUMNS: CsvColumn<Row>[] = [
  { header: "Month", value: (r) => r.period },
  { header: "Date", value: (r) => r.occurredAt },
  { header: "Policy", value: (r) => r.policyNo },
  { header: "Kind", value: (r) => r.label ?? r.kind },
  { header: "Product", value: (r) => r.product },
  { header: "Plan", value: (r) => r.planCode },
  { header: "Business", value: (r) => r.business },
  { header: "Premium without VAT (AED)", value: (r) => (r.baseFils === undefined ? "" : formatAmount(r.baseFils)) },
  { header: "Rate (%)", value: (r) => (r.rateBp === undefined ? "" : percent(r.rateBp)) },
  {
    header: "Partner's commission (AED)",
    value: (r) => (r.commissionFils === undefined ? "" : formatAmount(r.commissionFils)),
  },
  { header: "Payee", value: (r) => (r.party === undefined ? "" : (r.user?.name ?? "Partner")) },
  { header: "Party", value: (r) => r.party },
  { header: "Share (%)", value: (r) => (r.shareBp === undefined ? "" : percent(r.shareBp)) },
  {
    header: "Amount (AED)",
    value: (r) => formatAmount(r.amountFils ?? r.figureFils ?? 0),
  },
];

/**
 * A statement as CSV: each line it took, then its figures (opening balance, earned, clawed back, subtotal, VAT, total
 * due). Everything in it is the statement's own, issued once: the same statement always gives the same bytes. The
 * lines come in batches and are written as they come: a month of 40,000 lines is never one string in memory.
 */
export function statementCsv(statement: StatementSummary, lineBatches: AsyncIterable<StatementLine[]>) {
  const figures: Row[] = [
    { label: "Opening balance", figureFils: statement.openingFils },
    { label: "Earned", figureFils: statement.earnedFils },
    { label: "Clawed back", figureFils: -statement.clawedBackFils },
    { label: "Subtotal", figureFils: statement.subtotalFils },
    { label: "VAT 5%", figureFils: statement.vatFils },
    { label: "Total due", figureFils: statement.totalFils },
  ];
  async function* batches() {
    for await (const lines of lineBatches) yield lines as Row[];
    yield figures;
  }
  return csvStream(COLUMNS, batches());
}

export const statementFileName = (statement: { id: number; period: string }, ext: "csv" | "pdf") =>
  `commission-statement-${statement.period}-${statement.id}.${ext}`;
