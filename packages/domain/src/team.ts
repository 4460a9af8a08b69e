/*
 * The people of a partner (issue 42): the partner is the brokerage, and each of its users signs in on their own. Free
 * of zod, so that the lists (their "Sold by" filter) paint without it; the session's schema that carries a user's team
 * role is in partner.ts.
 */

/**
 * What a user of a partner may do: the owner manages the users and sees all the partner's business and commission; a
 * manager sees their team's business; an agent sells and sees their own; the back office sees and services all the
 * business, sells nothing and sees no commission. The existing partners each became their owner.
 */
export const TEAM_ROLES = ["owner", "manager", "agent", "back_office"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * Whose records a user sees (issue 42, item 3; decision 059): the one rule every partner-side list, detail, search,
 * export, dashboard figure and document applies. The owner and the back office see all of the partner's records; a
 * manager sees those created by a user of their team and their own (a manager without a team sees their own); an
 * agent sees their own. A record nobody of the partner created (a user who left, removed) is seen only by those who see all.
 */
export type CreatorScope =
  | { readonly sees: "all" }
  | { readonly sees: "team"; readonly userId: number; readonly teamId: number }
  | { readonly sees: "own"; readonly userId: number };

export function visibleCreators(user: { id: number; teamRole: TeamRole; teamId: number | null }): CreatorScope {
  if (user.teamRole === "owner" || user.teamRole === "back_office") return { sees: "all" };
  if (user.teamRole === "manager" && user.teamId !== null)
    return { sees: "team", userId: user.id, teamId: user.teamId };
  return { sees: "own", userId: user.id };
}

/** Whether a user may see other users' records, and so filter by user and team (and sees the "Sold by" column). */
export const seesOthers = (teamRole: TeamRole) => teamRole !== "agent";

/**
 * A list's, an export's or the dashboard's narrowing by who created a record: a user of the partner (`soldBy`, the
 * user's row id) and a team (`team`). It narrows what the role sees and never widens it: an agent's scope is their own,
 * so for an agent the two are ignored and they get their own records; a manager filtering another team's user gets none.
 */
export type CreatorFilter = { soldBy?: number | undefined; team?: number | undefined };
