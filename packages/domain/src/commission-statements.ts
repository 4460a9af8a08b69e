import { z } from "zod";
import { uaeMonth } from "./commission";
import { commissionLineSchema } from "./commission-api";
import { say } from "./i18n/say";
import { VAT_PERCENT } from "./money";
import type { Product } from "./products";

/*
 * Commission statements (decision 062): each ended UAE month, one statement per partner and one per user with lines,
 * each the commission lines not yet on a statement, with what earlier statements left unpaid, VAT and the total due.
 */

/** A statement is issued, and then paid (the operator records the payment's reference). */
export const STATEMENT_STATES = ["issued", "paid"] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

/**
 * VAT on a statement's commission (5 %, the broker's taxable supply), rounded once, half up to the fils. A negative
 * subtotal (more clawed back than earned) is a credit: its VAT is the same rounding of its size, negative.
 */
export function statementVatFils(subtotalFils: number): number {
  if (!Number.isSafeInteger(subtotalFils)) throw new RangeError(`Not an amount in fils: ${subtotalFils}`);
  const size = Math.abs(subtotalFils);
  const vat = Math.floor((size * VAT_PERCENT + 50) / 100);
  return subtotalFils < 0 ? -vat : vat;
}

/** A statement's figures from its lines' fils and what earlier statements left unpaid. */
export function statementTotals(lineFils: readonly { kind: string; amountFils: number }[], openingFils: number) {
  const earnedFils = lineFils.filter((l) => l.kind !== "clawback").reduce((s, l) => s + l.amountFils, 0);
  const clawedBackFils = -lineFils.filter((l) => l.kind === "clawback").reduce((s, l) => s + l.amountFils, 0);
  const subtotalFils = earnedFils - clawedBackFils;
  const vatFils = statementVatFils(subtotalFils);
  return {
    openingFils,
    earnedFils,
    clawedBackFils,
    subtotalFils,
    vatFils,
    totalFils: openingFils + subtotalFils + vatFils,
  };
}
export type StatementTotals = ReturnType<typeof statementTotals>;

/**
 * A statement's figures for one payee (a user, or the partner's retained share: user null) and one product: what its
 * PDF prints before the lines. VAT is each row's own rounding, as each user's statement's (decision 062).
 */
export type StatementBreakdownRow = {
  user: { id: number; name: string } | null;
  product: Product;
  lineCount: number;
  earnedFils: number;
  clawedBackFils: number;
  vatFils: number;
  totalFils: number;
};

/** Whether a UAE month has ended at an instant: only an ended month's statements can be issued. */
export const monthEnded = (period: string, now: Date) => uaeMonth(now) > period;

export const STATEMENT_MESSAGES = {
  monthNotEnded: say(
    /*i18n*/ {
      id: "commissionStatements.onlyAMonthThatHasEnded",
      message: "Only a month that has ended can be issued.",
    },
  ),
  notFound: say(/*i18n*/ { id: "commissionStatements.statementNotFound", message: "Statement not found." }),
  referenceFormat: say(
    /*i18n*/ {
      id: "commissionStatements.giveThePaymentsReference1To",
      message: "Give the payment's reference: 1 to 60 letters, digits, dashes, slashes or dots.",
    },
  ),
  alreadyPaid: say(
    /*i18n*/ { id: "commissionStatements.thatStatementIsAlreadyPaid", message: "That statement is already paid." },
  ),
  laterStatement: say(
    /*i18n*/ {
      id: "commissionStatements.aLaterStatementOfTheSame",
      message: "A later statement of the same payee includes this one's balance: mark that one paid.",
    },
  ),
  laterIssued: say(
    /*i18n*/ {
      id: "commissionStatements.statementsOfALaterMonthWere",
      message: "Statements of a later month were already issued for this partner.",
    },
  ),
  statementNumber: say(
    /*i18n*/ { id: "commissionStatements.statementMustBeAWholeNumber", message: "Statement must be a whole number." },
  ),
  linesPage: say(
    /*i18n*/ { id: "commissionStatements.pageMustBeAWholeNumber", message: "Page must be a whole number from 1." },
  ),
} as const;

/**
 * A statement's detail answers its lines a page at a time: a month of a big partner holds 40,000 of them, too many
 * for one answer (issue 42). The CSV holds every line.
 */
export const STATEMENT_LINES_PAGE_SIZE = 500;
/**
 * The most lines a statement's PDF prints, after its summary per payee and product. A printed statement of 40,000
 * lines would be 800 pages no one reads; the PDF says that the CSV holds every line (decision 062).
 */
export const STATEMENT_PDF_LINE_LIMIT = 500;

/** A payment reference the operator records: plain and short, as a bank transfer's. */
export const statementReferenceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9./-]{0,59}$/, STATEMENT_MESSAGES.referenceFormat);

/** GET /api/commission/statements/:id (and its CSV): the statement's number. */
export const statementIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: STATEMENT_MESSAGES.statementNumber })
    .int(STATEMENT_MESSAGES.statementNumber)
    .min(1, STATEMENT_MESSAGES.statementNumber)
    .max(2_147_483_647, STATEMENT_MESSAGES.statementNumber),
});

const totalsShape = {
  openingFils: z.number().int(),
  earnedFils: z.number().int(),
  clawedBackFils: z.number().int(),
  subtotalFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
};

/** One statement as listed: whose (user null for the partner's own, which holds every line), its month and figures. */
export const statementSummarySchema = z.object({
  id: z.number().int(),
  period: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  state: z.enum(STATEMENT_STATES),
  paymentReference: z.string().nullable(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  lineCount: z.number().int(),
  ...totalsShape,
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

/** GET /api/commission/statements: the statements the user sees, newest month first, and what is accrued but not on one. */
export const listStatementsResponseSchema = z.object({
  statements: z.array(statementSummarySchema),
  /** The fils of the lines the user sees that no statement has taken yet. */
  accruedFils: z.number().int(),
});
export type ListStatementsResponse = z.infer<typeof listStatementsResponseSchema>;

/** A line of a statement: a commission line it took, as the month's accruals show it. */
export const statementLineSchema = commissionLineSchema;
export type StatementLine = z.infer<typeof statementLineSchema>;

/** GET /api/commission/statements/:id?page=N: which page of the statement's lines, the first by default. */
export const statementDetailQuerySchema = z.object({
  page: z.coerce
    .number({ error: STATEMENT_MESSAGES.linesPage })
    .int(STATEMENT_MESSAGES.linesPage)
    .min(1, STATEMENT_MESSAGES.linesPage)
    .max(1_000_000, STATEMENT_MESSAGES.linesPage)
    .default(1),
});

/**
 * GET /api/commission/statements/:id: the statement's figures and one page of its lines, in the statement's order
 * (`lineCount` says how many there are; a page past the last has none).
 */
export const statementDetailSchema = statementSummarySchema.extend({
  page: z.number().int(),
  pageSize: z.number().int(),
  lines: z.array(statementLineSchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;
