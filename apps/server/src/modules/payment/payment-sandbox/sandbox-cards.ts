import { SANDBOX_OUTCOMES, type SandboxOutcome } from "./sandbox-outcomes";

/** The sandbox's documented test cards (any future expiry, any 3-digit CVV) and what it answers each with. */
export const SANDBOX_TEST_CARDS = [
  { number: "4111111111111111", label: "Visa 4111 1111 1111 1111", ...SANDBOX_OUTCOMES.accepted },
  { number: "4000000000000002", label: "Visa 4000 0000 0000 0002", ...SANDBOX_OUTCOMES.declined },
  { number: "4000000000000101", label: "Visa 4000 0000 0000 0101", ...SANDBOX_OUTCOMES.review },
  { number: "4000000000000036", label: "Visa 4000 0000 0000 0036", ...SANDBOX_OUTCOMES.partial },
] as const satisfies readonly ({ number: string; label: string } & SandboxOutcome)[];

/** What the sandbox authorises: the whole amount on a full approval, half of it on a partial one, nothing otherwise. */
export function authorisedAmount(outcome: { decision: string; reason: string }, amount: string): string {
  if (outcome.decision !== "ACCEPT") return "";
  if (outcome.reason !== "110") return amount;
  const fils = Math.round(Number(amount) * 100);
  return (Math.floor(fils / 2) / 100).toFixed(2);
}

/** How the card page describes a test card's outcome. */
export function outcomeLabel(card: { decision: string; reason: string }): string {
  if (card.decision === "ACCEPT") return card.reason === "110" ? "approved for half the amount only" : "accepted";
  return card.decision === "DECLINE" ? "declined" : "held for review";
}

const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

export type CardInput = { number: string; expiry: string; cvv: string; name: string };

/** A message for the first thing wrong with the card form, or null. */
export function cardInputError(card: CardInput, today = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return "Enter a valid card number.";
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return "Enter the expiry date as MM/YY.";
  const expiryEnd = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  if (expiryEnd <= today) return "This card has expired.";
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return "Enter the 3-digit security code.";
  if (card.name.trim().length < 2) return "Enter the name on the card.";
  return null;
}

/** What the sandbox answers a card with: a test card's outcome, or a refusal of any other card. */
export function decide(cardNumber: string): SandboxOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  return SANDBOX_TEST_CARDS.find((c) => c.number === digits) ?? SANDBOX_OUTCOMES.unknownCard;
}
