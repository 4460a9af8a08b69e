import type { Db } from "../../db/client";
import type { SessionStage } from "../../db/schema";
import type { Partner } from "../partners/partner-repository";

/** What a request needs of its session row and its partner; the rules of idle time and lifetime run on it. */
export type CachedSession = {
  publicId: string;
  stage: SessionStage;
  lastSeenAt: Date;
  expiresAt: Date;
  partner: Partner;
};

/** Ends or changes one session, or every session of one partner (sign-out everywhere, flags, disabling). */
export type SessionInvalidation = { sessionId: string } | { partnerId: number };

/**
 * A short-lived copy of session rows in this process, so a signed-in request needs no database read. It serves
 * entries only while the process listens for other instances' invalidations (a lost listening connection could
 * hide a sign-out made elsewhere), and every invalidation bumps a generation so that a read which began before it
 * cannot store what it read.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: CachedSession; storedAt: number }>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Serving from memory: a positive time to live and a live subscription to invalidations. */
  get active() {
    return this.ttlMs > 0 && this.listening;
  }

  /** Starting or losing the subscription: what was kept may have missed an invalidation, so it all goes. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  get(id: string, now = Date.now()): CachedSession | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  /** The generation to hand back to `set` after a read from the database. */
  readStarted() {
    return this.generation;
  }

  set(id: string, value: CachedSession, readGeneration: number, now = Date.now()) {
    if (!this.active || readGeneration !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(id);
    this.entries.set(id, { value, storedAt: now });
  }

  /** Keeps the entry's time of storage: a touch must not extend how long a copy may be served. */
  update(id: string, value: CachedSession) {
    const entry = this.entries.get(id);
    if (entry) entry.value = value;
  }

  apply(invalidation: SessionInvalidation) {
    this.generation++;
    if ("sessionId" in invalidation) {
      this.entries.delete(invalidation.sessionId);
      return;
    }
    for (const [id, entry] of this.entries) {
      if (entry.value.partner.id === invalidation.partnerId) this.entries.delete(id);
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

type Binding = { caches: Set<SessionCache> };
const bindings = new WeakMap<object, Binding>();
/** Invalidations made inside a transaction, applied to this process's caches once it commits. */
const pendingInTransaction = new WeakMap<object, { binding: Binding; pending: SessionInvalidation[] }>();

/**
 * Ties a cache to a database handle. Transactions opened on the handle are followed, so that an invalidation made
 * inside one reaches this process's caches only after the commit (earlier, a concurrent request could read the old
 * row again and keep it).
 */
export function bindSessionCache(db: Db, cache: SessionCache): () => void {
  let binding = bindings.get(db);
  if (!binding) {
    binding = { caches: new Set() };
    bindings.set(db, binding);
    const own = binding;
    const transaction = db.transaction.bind(db);
    db.transaction = (async (work, config) => {
      const scope = { binding: own, pending: [] as SessionInvalidation[] };
      const result = await transaction(async (tx) => {
        pendingInTransaction.set(tx, scope);
        return work(tx);
      }, config);
      for (const invalidation of scope.pending) for (const c of own.caches) c.apply(invalidation);
      return result;
    }) as Db["transaction"];
  }
  binding.caches.add(cache);
  const bound = binding;
  return () => bound.caches.delete(cache);
}

/** The cache to read through for this handle (the first bound), if any. */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  const binding = bindings.get(db) ?? pendingInTransaction.get(db)?.binding;
  return binding?.caches.values().next().value;
}

/** Clears this process's copies now, or at the commit when `db` is a transaction. */
export function invalidateLocally(db: Db, invalidation: SessionInvalidation) {
  const scope = pendingInTransaction.get(db);
  if (scope) {
    // Also now: a read in this very transaction's instance must not be served the old row before the commit.
    for (const c of scope.binding.caches) c.apply(invalidation);
    scope.pending.push(invalidation);
    return;
  }
  for (const c of bindings.get(db)?.caches ?? []) c.apply(invalidation);
}
