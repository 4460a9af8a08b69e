import type { Words } from "./i18n/words";
import type { PartnerFlag } from "./partner";
import type { TeamRole } from "./team";

/**
 * The roles' names and what a user may sell or do, as texts of the domain's catalog (decision 065): the mails say them
 * and the team page shows them. The roles' English is also TEAM_ROLE_LABELS' word for word, which a test holds to: the
 * invitation's page shows that label until its folder moves onto the catalogs, and deriving the labels from these put
 * a call at the top of `team.ts` that kept the web's bundler from merging its chunk (each signed-in page loaded 2–3 kB
 * more). Plain data, for the same reason.
 */
export const TEAM_ROLE_WORDS: Record<TeamRole, Words> = {
  owner: /*i18n*/ { id: "team.role.owner", message: "Owner" },
  manager: /*i18n*/ { id: "team.role.manager", message: "Manager" },
  agent: /*i18n*/ { id: "team.role.agent", message: "Agent" },
  back_office: /*i18n*/ { id: "team.role.backOffice", message: "Back office" },
};

export const PARTNER_FLAG_WORDS: Record<PartnerFlag, Words> = {
  enhanced: /*i18n*/ { id: "team.flag.enhanced", message: "Sell H+" },
  pa: /*i18n*/ { id: "team.flag.pa", message: "Sell PA plans" },
  term: /*i18n*/ { id: "team.flag.term", message: "Sell Term plans" },
  basic: /*i18n*/ { id: "team.flag.basic", message: "Sell Basic" },
  meetings: /*i18n*/ { id: "team.flag.meetings", message: "Book video calls" },
  invitations: /*i18n*/ { id: "team.flag.invitations", message: "Send invitations" },
};
