import { TEAM_MESSAGES } from "@pp/domain";
import type { Db } from "../../../db/client";
import { PartnerAdminError } from "./partner-admin-error";
import { lockPartner, type Partner } from "./partner-repository";
import { activeOwnerCount, findUserById, type UserOfPartner } from "./partner-user-repository";

/** The owner acting on the team page (decision 060): their partner, and their user's row id. */
export type TeamOwner = { partnerId: number; userId: number };

/**
 * In a transaction: locks the partner's row, then checks that the acting owner still is an active owner of it. A
 * change committed while this waited for the lock counts: an owner another owner has just disabled or demoted acts no
 * more.
 */
export async function lockTeamAsOwner(tx: Db, owner: TeamOwner): Promise<Partner> {
  const partner = await lockPartner(tx, owner.partnerId);
  const me = await findUserById(tx, owner.userId);
  const isActiveOwner =
    me?.partner.id === owner.partnerId && me.user.teamRole === "owner" && !me.user.disabledAt && !partner?.disabledAt;
  if (!partner || !isActiveOwner) throw new PartnerAdminError(TEAM_MESSAGES.ownersOnly, 403);
  return partner;
}

/** A user of the partner an owner acts on; another partner's user reads as one that does not exist. */
export async function teamUserOf(tx: Db, partnerId: number, id: number): Promise<UserOfPartner> {
  const found = await findUserById(tx, id);
  if (!found || found.partner.id !== partnerId) throw new PartnerAdminError(TEAM_MESSAGES.userNotFound, 404);
  return found;
}

/** After a change of the team, under its lock: the partner still has an active owner, or the change is undone. */
export async function keepAnActiveOwner(tx: Db, partnerId: number) {
  if ((await activeOwnerCount(tx, partnerId)) === 0) throw new PartnerAdminError(TEAM_MESSAGES.lastOwner, 409);
}
