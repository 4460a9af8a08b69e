import { z } from "zod";
import { uaeMonth } from "./commission";
import { commissionLineSchema } from "./commission-api";
import { VAT_PERCENT } from "./money";

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

/** Whether a UAE month has ended at an instant: only an ended month's statements can be issued. */
export const monthEnded = (period: string, now: Date) => uaeMonth(now) > period;

export const STATEMENT_MESSAGES = {
  monthNotEnded: "Only a month that has ended can be issued.",
  notFound: "Statement not found.",
  referenceFormat: "Give the payment's reference: 1 to 60 letters, digits, dashes, slashes or dots.",
  alreadyPaid: "That statement is already paid.",
  laterStatement: "A later statement of the same payee includes this one's balance: mark that one paid.",
  laterIssued: "Statements of a later month were already issued for this partner.",
  statementNumber: "Statement must be a whole number.",
} as const;

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

export const statementDetailSchema = statementSummarySchema.extend({ lines: z.array(statementLineSchema) });
export type StatementDetail = z.infer<typeof statementDetailSchema>;
