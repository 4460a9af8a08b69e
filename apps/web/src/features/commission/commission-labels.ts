import { type CommissionEntryKind, formatAmount, uaeMonth, type Words } from "@pp/domain";

/** What each kind of commission line is, in the words of the statement's PDF. */
export const COMMISSION_KIND_WORDS: Record<CommissionEntryKind, Words> = {
  accrual: /*i18n*/ { id: "commission.kind.accrual", message: "Sale" },
  correction: /*i18n*/ { id: "commission.kind.correction", message: "Correction" },
  clawback: /*i18n*/ { id: "commission.kind.clawback", message: "Clawback" },
};

/** Basis points as a percentage with two decimals: 1250 → "12.50%". */
export const percent = (bp: number) => `${formatAmount(bp)}%`;

/** A UAE month "2026-07" as the portal writes dates, month first: "07/2026". */
export const monthLabel = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

/** The month before a UAE month: "2026-01" → "2025-12". */
export function monthBefore(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** The months the page offers: the current UAE month and the eleven before it, newest first. */
export function recentMonths(now: Date, count = 12): string[] {
  const months = [uaeMonth(now)];
  while (months.length < count) months.push(monthBefore(months.at(-1)!));
  return months;
}
