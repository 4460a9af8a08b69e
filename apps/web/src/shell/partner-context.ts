import type { PartnerDetails } from "@pp/domain";
import { createContext, use } from "react";

export const PartnerContext = createContext<PartnerDetails | null>(null);

/** The signed-in partner; only usable below the session guard of the main layout. */
export function usePartner(): PartnerDetails {
  const partner = use(PartnerContext);
  if (!partner) throw new Error("usePartner is used outside the main layout's session guard.");
  return partner;
}
