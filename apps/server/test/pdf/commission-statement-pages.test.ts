import {
  STATEMENT_PDF_LINE_LIMIT,
  type StatementBreakdownRow,
  type StatementLine,
  type StatementSummary,
} from "@pp/domain";
import { describe, expect, it } from "vitest";
import { commissionStatementPdf } from "../../src/pdf/commission-statement-pdf";
import { pdfText, withoutMarks } from "../support/pdf-text";
import { SAMPLE_DISCLOSURE } from "../support/schedule-sample";

/*
 * A big partner's month (issue 42): 40,000 lines. Its PDF prints the figures per payee and product, every line
 * counted, then the first STATEMENT_PDF_LINE_LIMIT lines with a sentence, in English and Arabic, that the CSV holds
 * them all; it renders in seconds, where every line typeset did not end in 26 minutes.
 */
const ALL_LINES = 40_000;
const users = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `Agent ${String(i + 1).padStart(2, "0")}` }));

const statement: StatementSummary = {
  id: 7,
  period: "2026-11",
  user: null,
  state: "issued",
  paymentReference: null,
  issuedAt: "2026-12-01T08:00:00.000Z",
  paidAt: null,
  lineCount: ALL_LINES,
  openingFils: 0,
  earnedFils: 260_000_000,
  clawedBackFils: 0,
  subtotalFils: 260_000_000,
  vatFils: 13_000_000,
  totalFils: 273_000_000,
};
const breakdown: StatementBreakdownRow[] = users.map((user) => ({
  user,
  product: "basic",
  lineCount: ALL_LINES / users.length,
  earnedFils: 5_200_000,
  clawedBackFils: 0,
  vatFils: 260_000,
  totalFils: 5_460_000,
}));
const line = (i: number): StatementLine => ({
  lineId: i + 1,
  entryId: i + 1,
  kind: "accrual",
  occurredAt: "2026-11-15T08:00:00.000Z",
  period: "2026-11",
  policyNo: `BP-2026-${String(i + 1).padStart(6, "0")}`,
  product: "basic",
  planCode: null,
  business: "new_business",
  paymentReference: `PAY${i + 1}`,
  refundId: null,
  baseFils: 65_000,
  rateBp: 1000,
  commissionFils: 6_500,
  party: "seller",
  user: users[i % users.length]!,
  shareBp: 8000,
  amountFils: 5_200,
});

describe("a statement PDF over the line limit", () => {
  it("prints the summary of every line, the first lines, and says the CSV holds them all, in seconds", async () => {
    const started = performance.now();
    const bytes = await commissionStatementPdf({
      statement,
      breakdown,
      lines: Array.from({ length: STATEMENT_PDF_LINE_LIMIT }, (_, i) => line(i)),
      payee: "Bench Brokers",
      partnerName: "Bench Brokers",
      disclosure: SAMPLE_DISCLOSURE,
    });
    expect(performance.now() - started).toBeLessThan(60_000);
    const text = withoutMarks(await pdfText(bytes));
    for (const expected of [
      "By payee and product",
      "Agent 01",
      "Agent 50",
      "AED 54,600.00", // one payee's total
      "AED 2,730,000.00", // the statement's total due
      `This PDF lists the first ${STATEMENT_PDF_LINE_LIMIT} of the statement's 40,000 lines`,
      "Download the statement's CSV for every line.",
      "ملف CSV للكشف لكل البنود",
      `BP-2026-${String(STATEMENT_PDF_LINE_LIMIT).padStart(6, "0")}`,
    ])
      expect(text, expected).toContain(expected);
    // The line after the limit is not printed.
    expect(text).not.toContain(`BP-2026-${String(STATEMENT_PDF_LINE_LIMIT + 1).padStart(6, "0")}`);
  }, 120_000);
});
