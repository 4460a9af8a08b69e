import { INVITED_ROLES, NO_TEAM, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamOverview } from "@pp/domain";
import { msg } from "../../i18n/i18n";
import type { SelectOption } from "../../ui/plain/select-field";

/** Every role a user may be given; an owner is made by changing the role of someone already in the team. */
export const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));
export const INVITED_ROLE_OPTIONS = INVITED_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

/** The partner's teams to choose from, "No team" first. */
export const teamOptions = (teams: TeamOverview["teams"]): SelectOption[] => [
  { value: NO_TEAM, label: msg("No team") },
  ...teams.map((team) => ({ value: team.id, label: team.name })),
];
