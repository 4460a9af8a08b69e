import * as z from "zod/mini";

/*
 * The people of a partner (issue 42): the partner is the brokerage, and each of its users signs in on their own. The
 * sign-in page parses the session answer that carries a user's team role, so this uses zod/mini like partner.ts.
 */

/**
 * What a user of a partner may do: the owner manages the users and sees all the partner's business and commission; a
 * manager sees their team's business; an agent sells and sees their own; the back office sees and services all the
 * business, sells nothing and sees no commission. The existing partners each became their owner.
 */
export const TEAM_ROLES = ["owner", "manager", "agent", "back_office"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const teamRoleSchema = z.enum(TEAM_ROLES);

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  manager: "Manager",
  agent: "Agent",
  back_office: "Back office",
};
