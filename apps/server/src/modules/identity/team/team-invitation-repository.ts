import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { partners, partnerUserInvitations, partnerUsers } from "../../../db/schema";

/** An owner's invitation to the partner's team (decision 060); the link's token is stored as its SHA-256 only. */
export type TeamInvitationRow = typeof partnerUserInvitations.$inferSelect;

/** Not accepted, not cancelled and not expired: the link still works, and its sign-in id is kept for it. */
const waiting = (now: Date) =>
  and(
    isNull(partnerUserInvitations.acceptedAt),
    isNull(partnerUserInvitations.cancelledAt),
    gt(partnerUserInvitations.expiresAt, now),
  );

export async function insertTeamInvitation(tx: Db, values: typeof partnerUserInvitations.$inferInsert) {
  const [row] = await tx.insert(partnerUserInvitations).values(values).returning();
  return row!;
}

/** The invitation a link names, whatever became of it, with its partner. */
export async function findTeamInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: partnerUserInvitations, partner: partners })
    .from(partnerUserInvitations)
    .innerJoin(partners, eq(partners.id, partnerUserInvitations.partnerId))
    .where(eq(partnerUserInvitations.tokenHash, tokenHash));
  return row;
}

/** A waiting invitation, of any partner, that keeps this sign-in id for its invitee. */
export async function waitingInvitationWithUserId(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ id: partnerUserInvitations.id })
    .from(partnerUserInvitations)
    .where(and(eq(partnerUserInvitations.userId, userId), waiting(now)))
    .limit(1);
  return row;
}

/** The partner's waiting invitation to this address. */
export async function waitingInvitationTo(db: Db, partnerId: number, email: string, now = new Date()) {
  const [row] = await db
    .select({ id: partnerUserInvitations.id })
    .from(partnerUserInvitations)
    .where(and(eq(partnerUserInvitations.partnerId, partnerId), eq(partnerUserInvitations.email, email), waiting(now)))
    .limit(1);
  return row;
}

/**
 * Single use: marks the invitation accepted and answers it, only for the one request that does so while it waits.
 * A second request for the same link, even one arriving together, waits for the first's row lock and then finds it
 * accepted.
 */
export async function claimTeamInvitation(tx: Db, tokenHash: string, now = new Date()) {
  const [row] = await tx
    .update(partnerUserInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(partnerUserInvitations.tokenHash, tokenHash), waiting(now)))
    .returning();
  return row;
}

export async function setInvitationUser(tx: Db, id: number, userId: number) {
  await tx.update(partnerUserInvitations).set({ acceptedUserId: userId }).where(eq(partnerUserInvitations.id, id));
}

/** Cancels the partner's invitation if it has been neither accepted nor cancelled; undefined otherwise. */
export async function cancelTeamInvitation(tx: Db, partnerId: number, id: number) {
  const [row] = await tx
    .update(partnerUserInvitations)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(partnerUserInvitations.id, id),
        eq(partnerUserInvitations.partnerId, partnerId),
        isNull(partnerUserInvitations.acceptedAt),
        isNull(partnerUserInvitations.cancelledAt),
      ),
    )
    .returning();
  return row;
}

export async function findTeamInvitation(db: Db, partnerId: number, id: number) {
  const [row] = await db
    .select()
    .from(partnerUserInvitations)
    .where(and(eq(partnerUserInvitations.id, id), eq(partnerUserInvitations.partnerId, partnerId)));
  return row;
}

/** The partner's invitations neither accepted nor cancelled (expired ones too, until cancelled), newest first. */
export function listOpenTeamInvitations(db: Db, partnerId: number) {
  const inviter = alias(partnerUsers, "inviter");
  return db
    .select({ invitation: partnerUserInvitations, invitedBy: inviter.name })
    .from(partnerUserInvitations)
    .leftJoin(inviter, eq(inviter.id, partnerUserInvitations.invitedByUserId))
    .where(
      and(
        eq(partnerUserInvitations.partnerId, partnerId),
        isNull(partnerUserInvitations.acceptedAt),
        isNull(partnerUserInvitations.cancelledAt),
      ),
    )
    .orderBy(desc(partnerUserInvitations.createdAt), desc(partnerUserInvitations.id));
}
