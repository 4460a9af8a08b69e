import type { Words } from "./i18n/words";
import type { PartnerFlag } from "./partner";
import type { TeamRole } from "./team";

/**
 * The roles' names and what a user may sell or do, as texts of the domain's team catalog (decisions 065 and 067): the
 * mails say them, and the team page and the invitation's page show them (with that catalog, which holds only these).
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
