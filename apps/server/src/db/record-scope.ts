import type { CreatorFilter, CreatorScope } from "@pp/domain";
import { and, type Column, eq, or, type SQL, sql } from "drizzle-orm";
import { partnerUsers } from "./schema";

/**
 * Who is asking on the partner side (decision 059): the partner (the tenant), the user acting (whom a write records as
 * creator or last actor, passed through every service call, never read from a global), and whose records the user's
 * role sees (`visibleCreators`).
 */
export type RecordScope = {
  readonly partnerId: number;
  readonly actingUserId: number;
  readonly creators: CreatorScope;
};

/**
 * A table that records the partner and its user who created the row; a policy also the user who carries its renewal
 * when that is not its seller (decision 060's hand-over), who sees it as its seller does.
 */
type ScopedTable = { partnerId: Column; createdByUserId: Column; renewalUserId?: Column };

/** The users of one team of the partner, as a subquery (a team's members change; the scope follows at once). */
const teamUsers = (partnerId: number, teamId: number) =>
  sql`(select ${partnerUsers.id} from ${partnerUsers} where ${partnerUsers.partnerId} = ${partnerId} and ${partnerUsers.teamId} = ${teamId})`;

/** Whether a creator column names a user the role sees: the one rule every partner-side read of a record applies. */
function creatorSeen(createdBy: Column, partnerId: number, creators: CreatorScope): SQL | undefined {
  switch (creators.sees) {
    case "all":
      return undefined;
    case "own":
      return eq(createdBy, creators.userId);
    case "team":
      return or(eq(createdBy, creators.userId), sql`${createdBy} in ${teamUsers(partnerId, creators.teamId)}`);
  }
}

/**
 * The rows of `table` the scope sees: the partner's, created by a user the role sees. A row outside it is answered
 * like another partner's: not found.
 */
export function inScope(table: ScopedTable, scope: RecordScope): SQL {
  const seen = (column: Column) => creatorSeen(column, scope.partnerId, scope.creators);
  const bySeller = seen(table.createdByUserId);
  const byRenewer = table.renewalUserId && seen(table.renewalUserId);
  return and(eq(table.partnerId, scope.partnerId), bySeller && byRenewer ? or(bySeller, byRenewer) : bySeller)!;
}

/**
 * `inScope` narrowed by a list's filter by user and team. A filter narrows, never widens: an agent's own scope ignores
 * it (they get their own records), a manager's filter outside their team matches nothing.
 */
export function inScopeFiltered(table: ScopedTable, scope: RecordScope, filter: CreatorFilter): SQL {
  const narrowing =
    scope.creators.sees === "own"
      ? []
      : [
          ...(filter.soldBy !== undefined ? [eq(table.createdByUserId, filter.soldBy)] : []),
          ...(filter.team !== undefined
            ? [sql`${table.createdByUserId} in ${teamUsers(scope.partnerId, filter.team)}`]
            : []),
        ];
  return and(inScope(table, scope), ...narrowing)!;
}
