import { replaceUnsafeText, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from "@pp/domain";
import { eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { partners, sessions } from "../../db/schema";
import { hashToken, newSecretToken } from "../../security/tokens";
import type { Partner } from "../partners/partner-repository";

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 3_600_000;
/** Refreshing last_seen_at on every request would turn each read into a write; a minute's slack is harmless. */
const TOUCH_AFTER_MS = 60_000;

export async function createSession(db: Db, partnerId: number, meta: { ip?: string; userAgent?: string }) {
  const token = newSecretToken();
  const now = new Date();
  await db.insert(sessions).values({
    id: hashToken(token),
    partnerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
    ip: meta.ip ?? null,
    // The browser's own header: recorded, never refused, but held to the text rule like everything stored.
    userAgent: meta.userAgent ? replaceUnsafeText(meta.userAgent.slice(0, 300)) : null,
  });
  return token;
}

/** The partner behind a session token, or undefined when it is unknown, idle too long, past its lifetime or disabled. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<Partner | undefined> {
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, partner: partners })
    .from(sessions)
    .innerJoin(partners, eq(partners.id, sessions.partnerId))
    .where(eq(sessions.id, id));
  if (!row) return undefined;
  const { session, partner } = row;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (idleFor > IDLE_MS || session.expiresAt <= now || partner.disabledAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (idleFor > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return partner;
}

export async function endSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function endAllSessions(db: Db, partnerId: number) {
  await db.delete(sessions).where(eq(sessions.partnerId, partnerId));
}

export async function purgeExpiredSessions(db: Db, now = new Date()) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS))));
}
