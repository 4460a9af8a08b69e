import { say } from "./i18n/say";

/** Said once, where two places of this module say the same words. */
const nasSaid = say(/*i18n*/ { id: "tpa.nas", message: "NAS" });
const nextcareSaid = say(/*i18n*/ { id: "tpa.nextcare", message: "NEXTCARE" });

/* The TPAs as pages show them, free of zod; their schema is in tpa.ts, the TPA API's in tpa-api.ts. */

/** Third-party administrators: the id is sent as tpaId. */
export const TPA = { NAS: 1, NEXTCARE: 3 } as const;
export type TpaCode = (typeof TPA)[keyof typeof TPA];
export const DEFAULT_TPA: TpaCode = TPA.NEXTCARE;

export const TPA_OPTIONS = [
  { value: TPA.NAS, label: nasSaid },
  { value: TPA.NEXTCARE, label: nextcareSaid },
] as const;

export const TPA_REQUIRED_MESSAGE = say(/*i18n*/ { id: "tpa.tpaIsRequired", message: "TPA is required." });

/**
 * The TPA a stored quotation or policy names, or null for a product that has none: PA and Term, which their own
 * sites sell and report, are stored with 0.
 */
export function storedTpa(stored: number): TpaCode | null {
  return stored === TPA.NAS || stored === TPA.NEXTCARE ? stored : null;
}

export function tpaLabel(tpa: TpaCode): string {
  return tpa === TPA.NAS ? nasSaid : nextcareSaid;
}

/** The links response is an array indexed by TPA position, not by id: 0 = NAS, 1 = NEXTCARE. */
export function tpaLinkIndex(tpa: TpaCode): 0 | 1 {
  return tpa === TPA.NAS ? 0 : 1;
}
