import { TRN_PATTERN } from "@pp/domain";
import { z } from "zod";

/** Who issues the policies and their tax invoices: printed on every tax invoice, as UAE VAT law requires. */
export const insurerEnv = {
  INSURER_LEGAL_NAME: z.string().min(3).max(200).optional(),
  INSURER_ADDRESS: z.string().min(10).max(300).optional(),
  INSURER_TRN: z.string().regex(TRN_PATTERN, "must be the insurer's 15-digit UAE Tax Registration Number").optional(),
};

export type Insurer = { legalName: string; address: string; trn: string };

/** What development prints: marked as a demonstration, so it can never pass for a real insurer's invoice. */
export const DEMO_INSURER: Insurer = {
  legalName: "Demonstration Insurance Company (not a real insurer)",
  address: "Demonstration address, Dubai, United Arab Emirates",
  trn: "100000000000003",
};

type InsurerEnv = { INSURER_LEGAL_NAME?: string; INSURER_ADDRESS?: string; INSURER_TRN?: string };
const KEYS = ["INSURER_LEGAL_NAME", "INSURER_ADDRESS", "INSURER_TRN"] as const;

/** Production invoices carry the real insurer: every variable is required there. */
export function checkInsurer(c: InsurerEnv, isProduction: boolean): string | undefined {
  const missing = KEYS.filter((k) => !c[k]);
  if (isProduction && missing.length > 0)
    return `${missing.join(", ")}: required in production (printed on every tax invoice).`;
  if (!isProduction && missing.length > 0 && missing.length < KEYS.length)
    return `${missing.join(", ")}: set all three insurer details, or none for the demonstration insurer.`;
  return undefined;
}

export const insurerOf = (c: InsurerEnv): Insurer =>
  c.INSURER_LEGAL_NAME && c.INSURER_ADDRESS && c.INSURER_TRN
    ? { legalName: c.INSURER_LEGAL_NAME, address: c.INSURER_ADDRESS, trn: c.INSURER_TRN }
    : DEMO_INSURER;
