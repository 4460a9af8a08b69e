import {
  type ChangeTeamUser,
  type HandOverResult,
  type PartnerFlag,
  TEAM_MESSAGES,
  type TeamEvent,
  type TeamOverview,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { refreshUserSessions } from "../auth/session-store";
import { resetUserTwoFactor, setPartnerUserDisabled } from "../partners/partner-admin";
import { PartnerAdminError } from "../partners/partner-admin-error";
import { flagColumns, type Partner, partnerFlags } from "../partners/partner-repository";
import { findPartnerTeam, teamIdentityOf, updatePartnerUser } from "../partners/partner-user-repository";
import { keepAnActiveOwner, lockTeamAsOwner, type TeamOwner, teamUserOf } from "../partners/team-guard";
import { listOpenTeamInvitations } from "./team-invitation-repository";
import { insertTeam, listTeamActivity, listTeams, listTeamUsers } from "./team-repository";

/**
 * Hands a user's open work to another user of the same partner in the caller's transaction (decision 060). The
 * renewal module does it (with the quotation and policy modules, which own the rows); app.ts passes its function to
 * the team's routes.
 */
export type HandOverWork = (
  tx: Db,
  input: { partnerId: number; fromUserId: number; toUserId: number; byUserId: number },
) => Promise<HandOverResult>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What the team page shows: the partner's users, teams, waiting invitations and latest changes. */
export async function teamOverview(db: Db, partner: Partner, owner: TeamOwner): Promise<TeamOverview> {
  const users = await listTeamUsers(db, partner.id);
  const teams = await listTeams(db, partner.id);
  const invitations = await listOpenTeamInvitations(db, partner.id);
  const activity = await listTeamActivity(db, partner.id);
  const now = Date.now();
  return {
    users: users.map(({ user, twoFactorAt, lastSignInAt }) => ({
      ...teamIdentityOf(user),
      // What the owner gave them; what they may use is these among the partner's.
      flags: partnerFlags(user),
      disabled: user.disabledAt !== null,
      twoFactor: twoFactorAt !== null,
      lastSignInAt: iso(lastSignInAt),
      you: user.id === owner.userId,
    })),
    teams,
    invitations: invitations.map(({ invitation: i, invitedBy }) => ({
      id: i.id,
      userId: i.userId,
      name: i.name,
      email: i.email,
      teamRole: i.teamRole,
      teamId: i.teamId,
      flags: partnerFlags(i),
      invitedBy,
      sentAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt.getTime() <= now,
    })),
    activity: activity.map((a) => ({
      id: a.id,
      at: new Date(a.at).toISOString(),
      event: a.event as TeamEvent,
      actor: a.actor,
      subject: a.event === "team_created" ? String(a.details?.team ?? "") : (a.subjectName ?? a.subjectUserId ?? null),
    })),
    partnerFlags: partnerFlags(partner),
  };
}

/** What an owner gives a user: products among the partner's own, and one of the partner's teams or none. */
export async function checkGrant(tx: Db, partner: Partner, grant: { teamId: number | null; flags: PartnerFlag[] }) {
  const beyond = grant.flags.filter((flag) => !partnerFlags(partner).includes(flag));
  if (beyond.length) throw new PartnerAdminError(TEAM_MESSAGES.flagsBeyondPartner);
  if (grant.teamId !== null && !(await findPartnerTeam(tx, partner.id, grant.teamId)))
    throw new PartnerAdminError(TEAM_MESSAGES.chooseYourTeam);
}

/**
 * Sets a user's role, team and products. Their sessions on every instance read the user again at once, so a demoted
 * owner manages nothing more from the next request; the partner keeps an active owner.
 */
export async function changeTeamUser(db: Db, owner: TeamOwner, id: number, change: ChangeTeamUser) {
  await db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const { user } = await teamUserOf(tx, partner.id, id);
    await checkGrant(tx, partner, change);
    await updatePartnerUser(tx, user.id, {
      teamRole: change.teamRole,
      teamId: change.teamId,
      ...flagColumns(change.flags),
    });
    await keepAnActiveOwner(tx, partner.id);
    await refreshUserSessions(tx, user.id);
    await recordAudit(tx, {
      event: "user_changed",
      partnerId: partner.id,
      userId: user.userId,
      subjectType: "partner_user",
      subjectId: String(user.id),
      details: {
        before: { teamRole: user.teamRole, teamId: user.teamId, flags: partnerFlags(user) },
        after: change,
      },
    });
  });
}

/** Disables or re-enables a user of the owner's partner: the operator's `setPartnerUserDisabled`, as that owner. */
export const setTeamUserDisabled = (db: Db, owner: TeamOwner, id: number, disabled: boolean) =>
  setPartnerUserDisabled(db, id, disabled, owner);

/**
 * Removes a user's second factor: every session of theirs ends on every instance, and they set it up again at their
 * next sign-in. An owner resets their own on the security page, with their password and a code.
 */
export async function resetTeamUserTwoFactor(db: Db, owner: TeamOwner, id: number) {
  await db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const { user } = await teamUserOf(tx, partner.id, id);
    if (user.id === owner.userId) throw new PartnerAdminError(TEAM_MESSAGES.notYourself);
    await resetUserTwoFactor(tx, { partner, user, by: "owner" });
  });
}

/**
 * Hands a user's open quotations and renewals to another active user of the partner who sells (an owner, a manager or
 * an agent), all in one transaction.
 */
export async function handOverWork(
  db: Db,
  owner: TeamOwner,
  input: { fromUserId: number; toUserId: number },
  handOver: HandOverWork,
): Promise<HandOverResult> {
  return db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const { user: from } = await teamUserOf(tx, partner.id, input.fromUserId);
    const { user: to } = await teamUserOf(tx, partner.id, input.toUserId);
    if (to.id === from.id) throw new PartnerAdminError(TEAM_MESSAGES.handOverToSelf);
    if (to.disabledAt || to.teamRole === "back_office") throw new PartnerAdminError(TEAM_MESSAGES.handOverToInactive);
    const moved = await handOver(tx, {
      partnerId: partner.id,
      fromUserId: from.id,
      toUserId: to.id,
      byUserId: owner.userId,
    });
    await recordAudit(tx, {
      event: "work_handed_over",
      partnerId: partner.id,
      userId: from.userId,
      subjectType: "partner_user",
      subjectId: String(from.id),
      details: { toUserId: to.id, to: to.userId, ...moved },
    });
    return moved;
  });
}

/** A new team of the partner, named once. */
export async function createTeam(db: Db, owner: TeamOwner, name: string) {
  return db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const team = await insertTeam(tx, partner.id, name);
    if (!team) throw new PartnerAdminError(TEAM_MESSAGES.teamExists, 409);
    await recordAudit(tx, {
      event: "team_created",
      partnerId: partner.id,
      subjectType: "partner_team",
      subjectId: String(team.id),
      details: { team: name },
    });
    return team;
  });
}
