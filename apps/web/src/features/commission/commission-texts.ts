import { type CommissionEntryKind, formatAmount, uaeMonth } from "@pp/domain";
import { msg, translateMessage } from "../../i18n/i18n";

/** What each kind of commission line is, in the words of the statement's PDF. */
const KIND_LABELS: Record<CommissionEntryKind, string> = {
  accrual: msg("Sale"),
  correction: msg("Correction"),
  clawback: msg("Clawback"),
};
export const kindLabel = (kind: CommissionEntryKind) => translateMessage(KIND_LABELS[kind]);

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
