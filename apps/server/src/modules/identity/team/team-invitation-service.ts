import {
  type InviteTeamUser,
  TEAM_INVITATION_PATH,
  TEAM_INVITATION_VALID_HOURS,
  TEAM_MESSAGES,
  type TeamInvitationPreview,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { enqueueMail } from "../../../mail/outbox";
import { commonPasswordError, hashPassword } from "../../../security/passwords";
import { hashToken, newSecretToken } from "../../../security/tokens";
import type { AuthContext } from "../auth/auth-context";
import { createSession, type RequestMeta } from "../auth/session-store";
import { refuseTakenIdentity } from "../partners/partner-admin";
import { PartnerAdminError } from "../partners/partner-admin-error";
import { flagColumns, lockPartner, normaliseUserId, partnerFlags } from "../partners/partner-repository";
import { findUserById, insertPartnerUser } from "../partners/partner-user-repository";
import { lockTeamAsOwner, type TeamOwner } from "../partners/team-guard";
import { teamInvitationMail } from "./team-invitation-mail";
import {
  cancelTeamInvitation,
  claimTeamInvitation,
  findTeamInvitation,
  findTeamInvitationByHash,
  insertTeamInvitation,
  setInvitationUser,
  waitingInvitationTo,
  waitingInvitationWithUserId,
} from "./team-invitation-repository";
import { checkGrant } from "./team-service";

/**
 * Invites a person to the owner's partner by e-mail (decision 060): the sign-in id and the address must be unused
 * (the id stays kept for the invitee while the invitation waits), the role is not an owner's, the products are the
 * partner's. The link's token goes only into the mail; the invitation stores its hash.
 */
export async function inviteTeamUser(
  ctx: Pick<AuthContext, "db" | "publicUrl">,
  owner: TeamOwner,
  input: InviteTeamUser,
) {
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  const userId = normaliseUserId(input.userId);
  return ctx.db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const inviter = (await findUserById(tx, owner.userId))!.user;
    await checkGrant(tx, partner, input);
    await refuseTakenIdentity(tx, { userId, email: input.email });
    if (await waitingInvitationWithUserId(tx, userId))
      throw new PartnerAdminError(TEAM_MESSAGES.userIdTaken(userId), 409);
    if (await waitingInvitationTo(tx, partner.id, input.email))
      throw new PartnerAdminError(TEAM_MESSAGES.invitationWaiting(input.email), 409);
    const invitation = await insertTeamInvitation(tx, {
      partnerId: partner.id,
      tokenHash,
      userId,
      name: input.name,
      email: input.email,
      teamRole: input.teamRole,
      teamId: input.teamId,
      ...flagColumns(input.flags),
      invitedByUserId: owner.userId,
      expiresAt: new Date(Date.now() + TEAM_INVITATION_VALID_HOURS * 3_600_000),
    });
    await enqueueMail(
      tx,
      teamInvitationMail({
        key: `team-invitation:${tokenHash}`,
        to: input.email,
        name: input.name,
        userId,
        teamRole: input.teamRole,
        partnerName: partner.name,
        inviterName: inviter.name,
        language: inviter.language,
        link: `${ctx.publicUrl}${TEAM_INVITATION_PATH}?token=${token}`,
        token,
      }),
    );
    await recordAudit(tx, {
      event: "user_invited",
      partnerId: partner.id,
      userId,
      subjectType: "team_invitation",
      subjectId: String(invitation.id),
      details: { teamRole: input.teamRole, teamId: input.teamId, flags: input.flags },
    });
    return invitation;
  });
}

/** Cancels a waiting invitation of the owner's partner: its link stops working at once. */
export async function cancelInvitation(db: Db, owner: TeamOwner, id: number) {
  await db.transaction(async (tx) => {
    const partner = await lockTeamAsOwner(tx, owner);
    const cancelled = await cancelTeamInvitation(tx, partner.id, id);
    if (!cancelled) {
      if (!(await findTeamInvitation(tx, partner.id, id)))
        throw new PartnerAdminError(TEAM_MESSAGES.invitationNotFound, 404);
      throw new PartnerAdminError(TEAM_MESSAGES.invitationNotWaiting, 409);
    }
    await recordAudit(tx, {
      event: "team_invitation_cancelled",
      partnerId: partner.id,
      userId: cancelled.userId,
      subjectType: "team_invitation",
      subjectId: String(cancelled.id),
    });
  });
}

type FoundInvitation = Awaited<ReturnType<typeof findTeamInvitationByHash>>;

/** Why a link does not work, said plainly: unknown (or its partner disabled), used, cancelled, expired. */
function refusalOf(found: FoundInvitation, now = new Date()): HttpError | undefined {
  if (!found || found.partner.disabledAt) return new HttpError(404, TEAM_MESSAGES.invitationInvalid);
  const { invitation } = found;
  if (invitation.acceptedAt) return new HttpError(409, TEAM_MESSAGES.invitationUsed);
  if (invitation.cancelledAt) return new HttpError(410, TEAM_MESSAGES.invitationCancelled);
  if (invitation.expiresAt <= now) return new HttpError(410, TEAM_MESSAGES.invitationExpired);
  return undefined;
}

/** What the invitee sees on opening the link: who invites them, as what, and the sign-in id they will have. */
export async function openInvitation(db: Db, token: string): Promise<TeamInvitationPreview> {
  const found = await findTeamInvitationByHash(db, hashToken(token));
  const refusal = refusalOf(found);
  if (refusal) throw refusal;
  const { invitation, partner } = found!;
  return {
    partnerName: partner.name,
    name: invitation.name,
    userId: invitation.userId,
    email: invitation.email,
    teamRole: invitation.teamRole,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation with the invitee's password: exactly one request per link makes the user, in the partner the
 * invitation names (nothing in the request names a partner or a role), with the invitation's role, team and products
 * (those the partner still has). The browser is then signed in only to set up the second factor, which this user
 * must have from now on.
 */
export async function acceptInvitation(
  ctx: AuthContext,
  input: { token: string; password: string; meta: RequestMeta },
): Promise<string> {
  const tokenHash = hashToken(input.token);
  const found = await findTeamInvitationByHash(ctx.db, tokenHash);
  const refusal = refusalOf(found);
  if (refusal) throw refusal;
  const weak = commonPasswordError(input.password, found!.invitation.userId);
  if (weak) throw new HttpError(400, weak, { password: [weak] });
  const passwordHash = await ctx.gate.run(() => hashPassword(input.password));

  return ctx.db.transaction(async (tx) => {
    const invitation = await claimTeamInvitation(tx, tokenHash);
    // Another request took it first (or it ended meanwhile): say which.
    if (!invitation) throw refusalOf(await findTeamInvitationByHash(tx, tokenHash)) ?? refusalOf(undefined)!;
    const partner = await lockPartner(tx, invitation.partnerId);
    if (!partner || partner.disabledAt) throw refusalOf(undefined)!;
    await refuseTakenIdentity(tx, { userId: invitation.userId, email: invitation.email });
    const flags = partnerFlags(invitation).filter((flag) => partnerFlags(partner).includes(flag));
    const user = await insertPartnerUser(tx, {
      partnerId: partner.id,
      teamId: invitation.teamId,
      userId: invitation.userId,
      name: invitation.name,
      email: invitation.email,
      passwordHash,
      teamRole: invitation.teamRole,
      ...flagColumns(flags),
      secondFactorRequired: true,
    });
    await setInvitationUser(tx, invitation.id, user.id);
    await recordAudit(tx, {
      event: "team_invitation_accepted",
      partnerId: partner.id,
      actingUserId: user.id,
      userId: user.userId,
      subjectType: "team_invitation",
      subjectId: String(invitation.id),
      ip: input.meta.ip,
      details: { teamRole: user.teamRole, teamId: user.teamId, flags },
    });
    return createSession(tx, user, input.meta, "enrolment");
  });
}
