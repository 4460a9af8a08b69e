import type { Words } from "./i18n/words";
import type { TeamRole } from "./team";

/**
 * The roles' names as texts of the catalogs (decision 065), for what the server writes in a language (the mails). Their
 * English is TEAM_ROLE_LABELS' word for word, which a test holds to: the web shows the labels until it moves onto the
 * catalogs, and deriving the labels from these put a call at the top of `team.ts` that kept the web's bundler from
 * merging its chunk (each signed-in page loaded 2–3 kB more).
 */
export const TEAM_ROLE_WORDS: Record<TeamRole, Words> = {
  owner: /*i18n*/ { id: "team.role.owner", message: "Owner" },
  manager: /*i18n*/ { id: "team.role.manager", message: "Manager" },
  agent: /*i18n*/ { id: "team.role.agent", message: "Agent" },
  back_office: /*i18n*/ { id: "team.role.backOffice", message: "Back office" },
};
