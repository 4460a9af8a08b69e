import { INVITED_ROLES, NO_TEAM, TEAM_ROLE_WORDS, TEAM_ROLES, type TeamOverview, type TeamRole } from "@pp/domain";
import type { Translate } from "../../i18n/use-text";
import type { SelectOption } from "../../ui/plain/select-field";

const rolesIn = (roles: readonly TeamRole[], t: Translate) =>
  roles.map((role) => ({ value: role, label: t(TEAM_ROLE_WORDS[role]) }));
/** Every role a user may be given; an owner is made by changing the role of someone already in the team. */
export const roleOptions = (t: Translate) => rolesIn(TEAM_ROLES, t);
export const invitedRoleOptions = (t: Translate) => rolesIn(INVITED_ROLES, t);

/** The partner's teams to choose from, "No team" first. */
export const teamOptions = (teams: TeamOverview["teams"], t: Translate): SelectOption[] => [
  { value: NO_TEAM, label: t(/*i18n*/ { id: "team.options.noTeam", message: "No team" }) },
  ...teams.map((team) => ({ value: team.id, label: team.name })),
];
