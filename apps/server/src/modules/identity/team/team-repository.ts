import { TEAM_ACTIVITY_SHOWN, TEAM_EVENTS } from "@pp/domain";
import { and, asc, desc, eq, inArray, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { auditLog, partnerTeams, partnerTwoFactor, partnerUsers } from "../../../db/schema";

/**
 * The partner's users as the team page lists them (decision 060): each with whether their second factor is set up and
 * when they last signed in (the audit log's latest sign-in of theirs).
 */
export async function listTeamUsers(db: Db, partnerId: number) {
  const lastSignIn = db
    .select({ userId: auditLog.userId, at: max(auditLog.at).as("last_sign_in_at") })
    .from(auditLog)
    .where(and(eq(auditLog.event, "sign_in"), eq(auditLog.partnerId, partnerId)))
    .groupBy(auditLog.userId)
    .as("last_sign_in");
  return db
    .select({ user: partnerUsers, twoFactorAt: partnerTwoFactor.confirmedAt, lastSignInAt: lastSignIn.at })
    .from(partnerUsers)
    .leftJoin(partnerTwoFactor, eq(partnerTwoFactor.userId, partnerUsers.id))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, partnerUsers.userId))
    .where(eq(partnerUsers.partnerId, partnerId))
    .orderBy(asc(partnerUsers.name), asc(partnerUsers.id));
}

export function listTeams(db: Db, partnerId: number) {
  return db
    .select({ id: partnerTeams.id, name: partnerTeams.name })
    .from(partnerTeams)
    .where(eq(partnerTeams.partnerId, partnerId))
    .orderBy(asc(partnerTeams.name), asc(partnerTeams.id));
}

/** A new team of the partner; undefined when it already has one of this name. */
export async function insertTeam(tx: Db, partnerId: number, name: string) {
  const [row] = await tx
    .insert(partnerTeams)
    .values({ partnerId, name })
    .onConflictDoNothing()
    .returning({ id: partnerTeams.id, name: partnerTeams.name });
  return row;
}

/** The team's latest changes, newest first: who acted (a user's name) and whom it concerned (their sign-in id, name). */
export function listTeamActivity(db: Db, partnerId: number) {
  const actor = alias(partnerUsers, "actor");
  const subject = alias(partnerUsers, "subject");
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      event: auditLog.event,
      actor: actor.name,
      subjectUserId: auditLog.userId,
      subjectName: subject.name,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actingUserId))
    .leftJoin(subject, eq(subject.userId, auditLog.userId))
    .where(and(eq(auditLog.partnerId, partnerId), inArray(auditLog.event, TEAM_EVENTS)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(TEAM_ACTIVITY_SHOWN);
}
