import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { signInThrottle } from "../../../db/schema";

/**
 * One counted scope: `limit` attempts within `windowSeconds`; a failure that reaches the limit locks the scope for
 * `lockSeconds`. On success a scope of one identity (`onSuccess: "reset"`) starts over, while a shared scope
 * (`"release"`: a client, or a user id counted from everywhere) only gives back the slot the success took, so a
 * partner's own sign-in never wipes a guesser's count.
 */
export type ThrottleRule = {
  scope: string;
  key: string;
  /** The user id the row concerns; a password reset lifts that user id's locks. */
  subject?: string;
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
  onSuccess: "reset" | "release";
};

type Reservation =
  | { granted: true; rules: ThrottleRule[] }
  | { granted: false; refusedBy: ThrottleRule; retryAfterSeconds: number };

class Refused extends Error {
  constructor(
    readonly rule: ThrottleRule,
    readonly retryAfterSeconds: number,
  ) {
    super("refused");
  }
}

/**
 * Takes one slot in every scope, atomically and before anything is evaluated: the upsert locks each row until the
 * transaction ends, so of any number of concurrent attempts (on any number of instances) at most `limit` get a
 * slot. When one scope refuses, the transaction is rolled back and no scope counts the attempt. Rows are taken in
 * the order given; callers always give the same order, so two attempts never wait on each other in a cycle.
 */
export async function reserveAttempt(db: Db, rules: ThrottleRule[]): Promise<Reservation> {
  try {
    await db.transaction(async (tx) => {
      for (const rule of rules) {
        const window = sql`make_interval(secs => ${rule.windowSeconds})`;
        const result = await tx.execute(sql`
          insert into sign_in_throttle as t (scope, key, subject, window_started_at, attempts)
          values (${rule.scope}, ${rule.key}, ${rule.subject ?? null}, now(), 1)
          on conflict (scope, key) do update set
            attempts = case
              when t.locked_until > now() then t.attempts
              when t.window_started_at <= now() - ${window} then 1
              else t.attempts + 1 end,
            window_started_at = case
              when t.locked_until > now() then t.window_started_at
              when t.window_started_at <= now() - ${window} then now()
              else t.window_started_at end,
            locked_until = case when t.locked_until > now() then t.locked_until else null end
          returning attempts, ceil(extract(epoch from (t.locked_until - now())))::int as locked_for`);
        const row = (result as unknown as { rows: { attempts: number; locked_for: number | null }[] }).rows[0]!;
        // now() is when this transaction began; one that waited on the row while another set the lock began
        // before the lock did, and would otherwise announce a wait longer than the lock itself.
        if (row.locked_for !== null && row.locked_for > 0)
          throw new Refused(rule, Math.min(row.locked_for, rule.lockSeconds));
        // Over the limit but not locked yet: the attempts holding the slots are still being evaluated. If they
        // fail, the lock follows; the client is told to come back after it.
        if (row.attempts > rule.limit) throw new Refused(rule, rule.lockSeconds);
      }
    });
  } catch (error) {
    if (error instanceof Refused)
      return { granted: false, refusedBy: error.rule, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  return { granted: true, rules };
}

/** The attempt succeeded: identity scopes start over, shared scopes give the slot back. */
export async function recordSuccess(db: Db, rules: ThrottleRule[]) {
  const reset = rules.filter((r) => r.onSuccess === "reset");
  const release = rules.filter((r) => r.onSuccess === "release");
  if (reset.length) await db.delete(signInThrottle).where(or(...reset.map(rowOf)));
  if (release.length) await releaseSlots(db, release);
}

/** The attempt was never evaluated (the server was busy): every scope gives its slot back. */
export async function releaseSlots(db: Db, rules: ThrottleRule[]) {
  if (!rules.length) return;
  await db
    .update(signInThrottle)
    .set({ attempts: sql`greatest(${signInThrottle.attempts} - 1, 0)` })
    .where(or(...rules.map(rowOf)));
}

/**
 * The attempt failed: its slot stays taken. Each scope whose count has reached its limit is locked; returns the
 * scopes this failure locked (only the one failure that sets a lock sees it, so an alert goes out once).
 */
export async function recordFailure(db: Db, rules: ThrottleRule[]): Promise<{ rule: ThrottleRule; until: Date }[]> {
  const tripped: { rule: ThrottleRule; until: Date }[] = [];
  for (const rule of rules) {
    const rows = await db
      .update(signInThrottle)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${rule.lockSeconds})` })
      .where(
        and(
          rowOf(rule),
          sql`${signInThrottle.attempts} >= ${rule.limit}`,
          or(isNull(signInThrottle.lockedUntil), lt(signInThrottle.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ until: signInThrottle.lockedUntil });
    if (rows[0]?.until) tripped.push({ rule, until: rows[0].until });
  }
  return tripped;
}

/** Lifts every lock and count of a user id in the given scopes (after the partner proved who they are). */
export async function clearSubject(db: Db, subject: string, scopes: string[]) {
  await db
    .delete(signInThrottle)
    .where(and(eq(signInThrottle.subject, subject), inArray(signInThrottle.scope, scopes)));
}

/** Rows whose window ended a day ago and that hold no lock: nothing counts them any more. */
export async function purgeStaleThrottleRows(db: Db) {
  await db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.windowStartedAt, sql`now() - interval '2 days'`),
        or(isNull(signInThrottle.lockedUntil), lt(signInThrottle.lockedUntil, sql`now()`)),
      ),
    );
}

const rowOf = (rule: ThrottleRule) => and(eq(signInThrottle.scope, rule.scope), eq(signInThrottle.key, rule.key));
