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
import { enqueueMail } from "../../../mail/outbox";
import type { AuthContext } from "../auth/auth-context";
import { refreshUserSessions } from "../auth/session-store";
import { resetUserTwoFactor, setUserDisabledIn } from "../partners/partner-admin";
import { PartnerAdminError } from "../partners/partner-admin-error";
import { flagColumns, type Partner, partnerFlags } from "../partners/partner-repository";
import {
  findPartnerTeam,
  findUserById,
  type PartnerUser,
  teamIdentityOf,
  updatePartnerUser,
} from "../partners/partner-user-repository";
import { keepAnActiveOwner, lockTeamAsOwner, type TeamOwner, teamUserOf } from "../partners/team-guard";
import { grantChanged, type TeamChange, type TeamGrant, teamChangeMail } from "./team-change-mail";
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

/** What the team's changes need beyond the database: the portal's address, for the mail's sign-in button. */
type TeamContext = Pick<AuthContext, "db" | "publicUrl">;

/**
 * Tells the user what an owner changed about them (decision 060): a mail in the change's transaction, through the
 * outbox, keyed by the change's audit row, so it goes if and only if the change commits, once.
 */
async function tellUser(
  tx: Db,
  ctx: TeamContext,
  told: { partner: Partner; owner: TeamOwner; user: PartnerUser; auditId: number; change: TeamChange },
) {
  const owner = await findUserById(tx, told.owner.userId);
  await enqueueMail(
    tx,
    teamChangeMail({
      auditId: told.auditId,
      to: told.user,
      partnerName: told.partner.name,
      ownerName: owner?.user.name ?? told.partner.name,
      change: told.change,
      publicUrl: ctx.publicUrl,
    }),
  );
}

/** A user's role, team (by name) and products as the mail names them. */
async function grantOf(
  tx: Db,
  partnerId: number,
  grant: { teamRole: TeamGrant["teamRole"]; teamId: number | null; flags: PartnerFlag[] },
) {
  const team = grant.teamId === null ? undefined : await findPartnerTeam(tx, partnerId, grant.teamId);
  return { teamRole: grant.teamRole, teamName: team?.name ?? null, flags: grant.flags };
}

/**
 * Sets a user's role, team and products. Their sessions on every instance read the user again at once, so a demoted
 * owner manages nothing more from the next request; the partner keeps an active owner; the user is mailed what
 * changed. Saving them unchanged does nothing: no write, no audit row, no mail.
 */
export async function changeTeamUser(ctx: TeamContext, owner: TeamOwner, id: number, change: ChangeTeamUser) {
  await ctx.db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const { user } = await teamUserOf(tx, partner.id, id);
    await checkGrant(tx, partner, change);
    const before = await grantOf(tx, partner.id, { ...user, flags: partnerFlags(user) });
    const after = await grantOf(tx, partner.id, change);
    if (!grantChanged(before, after)) return;
    await updatePartnerUser(tx, user.id, {
      teamRole: change.teamRole,
      teamId: change.teamId,
      ...flagColumns(change.flags),
    });
    await keepAnActiveOwner(tx, partner.id);
    await refreshUserSessions(tx, user.id);
    const auditId = await recordAudit(tx, {
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
    await tellUser(tx, ctx, { partner, owner, user, auditId, change: { kind: "changed", before, after } });
  });
}

/**
 * Disables or re-enables a user of the owner's partner: the operator's `setPartnerUserDisabled`, as that owner, and
 * the user is mailed. Disabling one already disabled (or enabling one enabled) does nothing and mails nobody.
 */
export async function setTeamUserDisabled(ctx: TeamContext, owner: TeamOwner, id: number, disabled: boolean) {
  await ctx.db.transaction(async (tx) => {
    const done = await setUserDisabledIn(tx, id, disabled, owner);
    if (done) await tellUser(tx, ctx, { ...done, owner, change: { kind: disabled ? "disabled" : "enabled" } });
  });
}

/**
 * Removes a user's second factor: every session of theirs ends on every instance, they set it up again at their
 * next sign-in, and they are mailed to. An owner resets their own on the security page, with their password and a
 * code.
 */
export async function resetTeamUserTwoFactor(ctx: TeamContext, owner: TeamOwner, id: number) {
  await ctx.db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const { user } = await teamUserOf(tx, partner.id, id);
    if (user.id === owner.userId) throw new PartnerAdminError(TEAM_MESSAGES.notYourself);
    const { auditId } = await resetUserTwoFactor(tx, { partner, user, by: "owner" });
    await tellUser(tx, ctx, { partner, owner, user, auditId, change: { kind: "two_factor_reset" } });
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
