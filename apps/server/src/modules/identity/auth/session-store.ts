import { replaceUnsafeText, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, SIGN_IN_PENDING_MINUTES } from "@pp/domain";
import { and, desc, eq, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partners, partnerUsers, type SessionStage, sessions } from "../../../db/schema";
import { hashToken, newSecretToken } from "../../../security/tokens";
import type { Partner } from "../partners/partner-repository";
import type { PartnerUser } from "../partners/partner-user-repository";
import { type CachedSession, sessionCacheOf } from "./session-cache";
import { invalidateSessions } from "./session-invalidation";

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 3_600_000;
/** Between a right password and the second factor: long enough to open the app, short enough to be no session. */
const PENDING_MS = SIGN_IN_PENDING_MINUTES * 60_000;
/** Refreshing last_seen_at on every request would turn each read into a write; a minute's slack is harmless. */
const TOUCH_AFTER_MS = 60_000;

export type RequestMeta = { ip?: string; userAgent?: string };

/**
 * A session as the request sees it: `id` is the token's hash, `publicId` what the user may name it by; the user who
 * signed in and the partner they act for.
 */
export type LiveSession = { id: string; publicId: string; stage: SessionStage; partner: Partner; user: PartnerUser };

/** A new session of the user, for their partner. */
export async function createSession(
  db: Db,
  user: Pick<PartnerUser, "id" | "partnerId">,
  meta: RequestMeta,
  stage: SessionStage = "full",
) {
  const token = newSecretToken();
  const now = new Date();
  await db.insert(sessions).values({
    id: hashToken(token),
    partnerId: user.partnerId,
    userId: user.id,
    stage,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + (stage === "full" ? ABSOLUTE_MS : PENDING_MS)),
    ip: meta.ip ?? null,
    // The browser's own header: recorded, never refused, but held to the text rule like everything stored.
    userAgent: meta.userAgent ? replaceUnsafeText(meta.userAgent.slice(0, 300)) : null,
  });
  return token;
}

/**
 * The session behind a token, or undefined when it is unknown, idle too long, past its lifetime, or its user or its
 * partner is disabled. Served from this process's session cache when it holds the row (a few seconds at most, and only while
 * invalidations from every instance reach it), otherwise read from the database; the rules run on either.
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<LiveSession | undefined> {
  const id = hashToken(token);
  const cache = sessionCacheOf(db);
  let session = cache?.get(id, now.getTime());
  if (!session) {
    const generation = cache?.readStarted() ?? 0;
    session = await readSession(db, id);
    if (!session) return undefined;
    cache?.set(id, session, generation, now.getTime());
  }
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (idleFor > IDLE_MS || session.expiresAt <= now || session.partner.disabledAt || session.user.disabledAt) {
    await endSessionById(db, id);
    return undefined;
  }
  if (idleFor > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    session = { ...session, lastSeenAt: now };
    cache?.update(id, session);
  }
  return { id, publicId: session.publicId, stage: session.stage, partner: session.partner, user: session.user };
}

async function readSession(db: Db, id: string): Promise<CachedSession | undefined> {
  const [row] = await db
    .select({ session: sessions, partner: partners, user: partnerUsers })
    .from(sessions)
    .innerJoin(partners, eq(partners.id, sessions.partnerId))
    .innerJoin(partnerUsers, eq(partnerUsers.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return undefined;
  const { publicId, stage, lastSeenAt, expiresAt } = row.session;
  return { publicId, stage, lastSeenAt, expiresAt, partner: row.partner, user: row.user };
}

export async function endSession(db: Db, token: string) {
  await endSessionById(db, hashToken(token));
}

export async function endSessionById(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
  await invalidateSessions(db, { sessionId: id });
}

/** Every session of every user of the partner (the partner disabled or removed), on every instance at once. */
export async function endAllSessions(db: Db, partnerId: number) {
  await db.delete(sessions).where(eq(sessions.partnerId, partnerId));
  await invalidateSessions(db, { partnerId });
}

/** Every session of one user (disabled, a new password, a second factor reset), on every instance at once. */
export async function endUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await invalidateSessions(db, { userId });
}

/** What one user may do changed (their role, team or flags): every instance reads their sessions again. */
export async function refreshUserSessions(db: Db, userId: number) {
  await invalidateSessions(db, { userId });
}

/** What the partner's users may do changed (the partner's flags): every instance reads the partner again. */
export async function refreshPartnerSessions(db: Db, partnerId: number) {
  await invalidateSessions(db, { partnerId });
}

/** Every session of the user but the one given; returns how many ended. */
export async function endOtherSessions(db: Db, userId: number, keepId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  for (const { id } of ended) await invalidateSessions(db, { sessionId: id });
  return ended.length;
}

/** Ends one of the user's own sessions by its public id; false when the user has no such session. */
export async function endSessionByPublicId(db: Db, userId: number, publicId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  for (const { id } of ended) await invalidateSessions(db, { sessionId: id });
  return ended.length > 0;
}

/** Moves a session to another stage (e.g. back to set-up after the second factor was turned off). */
export async function setSessionStage(db: Db, id: string, stage: SessionStage) {
  await db.update(sessions).set({ stage }).where(eq(sessions.id, id));
  await invalidateSessions(db, { sessionId: id });
}

/** The user's signed-in browsers, most recently used first (sign-ins still at their second step are not). */
export async function listFullSessions(db: Db, userId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.stage, "full")))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.filter((s) => now.getTime() - s.lastSeenAt.getTime() <= IDLE_MS && s.expiresAt > now);
}

export async function purgeExpiredSessions(db: Db, now = new Date()) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS))));
}
