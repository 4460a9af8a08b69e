import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partnerTeams, partnerUsers } from "../../../db/schema";

/**
 * A partner's users and teams as those who work out who earns what need them (the commission, decision 061): each
 * user's sign-in id, role, team and whether they are disabled, and each team's name.
 */
export async function partnerRoster(db: Db, partnerId: number) {
  const [users, teams] = await Promise.all([
    db
      .select({
        id: partnerUsers.id,
        userId: partnerUsers.userId,
        teamRole: partnerUsers.teamRole,
        teamId: partnerUsers.teamId,
        disabled: partnerUsers.disabledAt,
      })
      .from(partnerUsers)
      .where(eq(partnerUsers.partnerId, partnerId))
      .orderBy(asc(partnerUsers.id)),
    db
      .select({ id: partnerTeams.id, name: partnerTeams.name })
      .from(partnerTeams)
      .where(eq(partnerTeams.partnerId, partnerId))
      .orderBy(asc(partnerTeams.id)),
  ]);
  return { users: users.map(({ disabled, ...u }) => ({ ...u, disabled: disabled !== null })), teams };
}
export type PartnerRoster = Awaited<ReturnType<typeof partnerRoster>>;
