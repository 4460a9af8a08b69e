import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/client";
import { listenerProcessIds, notify } from "../../../db/notifications";
import {
  awaitsDelivery,
  expectDelivery,
  invalidateLocally,
  notificationArrived,
  notificationConfirmed,
  type SessionCache,
  type SessionInvalidation,
} from "./session-cache";

/** The PostgreSQL channel on which instances tell each other that sessions ended or changed. */
export const SESSION_CHANNEL = "pp_sessions";

/** Tags this process's notifications, so that it knows its own and their confirmations when they come back. */
const PROCESS_TAG = randomBytes(6).toString("hex");
let sent = 0;

/** An instance of a version before users does not know `u:` and clears its whole cache instead: safe in a rolling deploy. */
const encode = (i: SessionInvalidation, tag: string) =>
  `${"sessionId" in i ? `s:${i.sessionId}` : "userId" in i ? `u:${i.userId}` : `p:${i.partnerId}`}#${tag}`;
/** A listener's confirmation that it applied the notification tagged `tag`. */
const confirmation = (tag: string) => `a:#${tag}`;

type SessionNotice =
  | { kind: "invalidation"; invalidation: SessionInvalidation; tag: string }
  | { kind: "confirmation"; tag: string }
  /** A payload this version does not know (a newer version's, during a rolling deploy). */
  | { kind: "unknown"; tag: string };

export function decodeSessionNotice(payload: string): SessionNotice {
  const [body = "", tag = ""] = payload.split("#", 2);
  const [kind, value] = [body.slice(0, 2), body.slice(2)];
  if (kind === "s:" && /^[0-9a-f]{64}$/.test(value))
    return { kind: "invalidation", invalidation: { sessionId: value }, tag };
  if (kind === "p:" && /^[1-9]\d{0,15}$/.test(value)) {
    return { kind: "invalidation", invalidation: { partnerId: Number(value) }, tag };
  }
  if (kind === "u:" && /^[1-9]\d{0,15}$/.test(value)) {
    return { kind: "invalidation", invalidation: { userId: Number(value) }, tag };
  }
  if (kind === "a:" && value === "" && tag) return { kind: "confirmation", tag };
  return { kind: "unknown", tag };
}

/**
 * Every instance forgets its copy of the sessions named: this one at once (or at the commit of the transaction
 * `db` is), the others when PostgreSQL delivers the notification, which it does only if the transaction commits.
 * The caller resumes (or the commit returns) once every listening instance confirmed it, so that the next
 * request is refused whichever instance it reaches.
 */
export async function invalidateSessions(db: Db, invalidation: SessionInvalidation) {
  const tag = `${PROCESS_TAG}.${++sent}`;
  invalidateLocally(db, invalidation);
  const delivery = awaitsDelivery(db) ? expectDelivery(db, tag, await listenerProcessIds(db)) : undefined;
  try {
    await notify(db, SESSION_CHANNEL, encode(invalidation, tag));
  } catch (error) {
    delivery?.cancel();
    throw error;
  }
  await delivery?.arrived;
}

/**
 * Handles every notification on the channel for this process: applies invalidations to its cache and confirms
 * them over `confirm` (the listening connection), and tells this process's waiting writers what came back.
 */
export const handleSessionNotice =
  (db: Db, cache: SessionCache, confirm: (payload: string) => Promise<void>) =>
  (payload: string, senderPid?: number) => {
    const notice = decodeSessionNotice(payload);
    if (notice.kind === "confirmation") {
      if (senderPid !== undefined) notificationConfirmed(db, notice.tag, senderPid);
      return;
    }
    // An unknown payload clears everything rather than miss a sign-out.
    if (notice.kind === "invalidation") cache.apply(notice.invalidation);
    else cache.clear();
    if (!notice.tag) return;
    notificationArrived(db, notice.tag);
    void confirm(confirmation(notice.tag));
  };
