/** The team page (decision 060): an owner's users, teams and invitations, linked from the partner menu for owners. */
export const TEAM_PATH = "/team";
