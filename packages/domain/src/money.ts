/*
 * Money as the portal counts and shows it, free of zod: the customer's payment page formats amounts without loading
 * the premium rules' schemas.
 */

/** Amounts are integer fils (1 AED = 100 fils) so sums and VAT never meet binary floating point. */
export const CURRENCY = "AED";
export const FILS_PER_AED = 100;
export const VAT_RATE = 0.05;
/** VAT_RATE as a whole percentage, for the integer arithmetic. */
export const VAT_PERCENT = 5;
export type VatTreatment = "standard" | "exempt";

/** 123450 -> "1234.50", the plain decimal a payment gateway expects. */
export function formatAmount(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not an amount in fils: ${fils}`);
  const abs = Math.abs(fils);
  const sign = fils < 0 ? "-" : "";
  return `${sign}${Math.floor(abs / FILS_PER_AED)}.${String(abs % FILS_PER_AED).padStart(2, "0")}`;
}

/** 123450 -> "AED 1,234.50". */
export function formatAed(fils: number): string {
  return `${CURRENCY} ${formatAmount(fils).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

function assertFils(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in fils: ${amount}`);
}

/** VAT is computed once on the subtotal and rounded half up to the fils, as it appears on the invoice. */
export function quoteTotals(
  memberPremiumsFils: readonly number[],
  vatTreatment: VatTreatment = "standard",
): { subtotal: number; vat: number; total: number } {
  for (const premium of memberPremiumsFils) assertFils(premium);
  const subtotal = memberPremiumsFils.reduce((sum, premium) => sum + premium, 0);
  const vat = vatTreatment === "exempt" ? 0 : Math.floor((subtotal * VAT_PERCENT + 50) / 100);
  return { subtotal, vat, total: subtotal + vat };
}
