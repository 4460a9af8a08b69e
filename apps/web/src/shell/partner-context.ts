import type { PartnerDetails, TeamRole } from "@pp/domain";
import { createContext, use } from "react";

export const PartnerContext = createContext<PartnerDetails | null>(null);

/** The signed-in partner; only usable below the session guard of the main layout. */
export function usePartner(): PartnerDetails {
  const partner = use(PartnerContext);
  if (!partner) throw new Error("usePartner is used outside the main layout's session guard.");
  return partner;
}

/** Who is signed in for the partner (decision 058): their sign-in id, name and role in the partner's team. */
export type SignedInUser = { userId: string; name: string; teamRole: TeamRole };

/**
 * The user of the partner details: details a browser kept from before there were users name no user, and were an
 * owner's, the partner's own name standing for theirs until the session answer refreshes them.
 */
export const signedInUserOf = (details: PartnerDetails): SignedInUser => ({
  userId: details.partner_userid,
  name: details.user_name || details.partner_name,
  teamRole: details.team_role,
});

/** The signed-in user; only usable below the session guard of the main layout. */
export const useSignedInUser = (): SignedInUser => signedInUserOf(usePartner());
