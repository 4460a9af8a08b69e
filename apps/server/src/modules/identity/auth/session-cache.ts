import type { Db } from "../../../db/client";
import type { SessionStage } from "../../../db/schema";
import type { Partner } from "../partners/partner-repository";
import type { PartnerUser } from "../partners/partner-user-repository";

/** What a request needs of its session row, its partner and its user; the rules of idle time and lifetime run on it. */
export type CachedSession = {
  publicId: string;
  stage: SessionStage;
  lastSeenAt: Date;
  expiresAt: Date;
  partner: Partner;
  user: PartnerUser;
};

/**
 * Ends or changes one session, every session of one user (their password, language, disabling), or every session of
 * one partner (its flags, disabling the partner and so everyone).
 */
export type SessionInvalidation = { sessionId: string } | { userId: number } | { partnerId: number };

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
    const matches =
      "userId" in invalidation
        ? (entry: CachedSession) => entry.user.id === invalidation.userId
        : (entry: CachedSession) => entry.partner.id === invalidation.partnerId;
    for (const [id, entry] of this.entries) if (matches(entry.value)) this.entries.delete(id);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * How long a request that ended sessions waits, at most, for every listening instance to confirm it dropped its
 * copies before answering; with every confirmation in, the next request is refused whichever instance it reaches.
 * The cap keeps a hung instance from stalling sign-outs: its listener connection is then the one that is lost.
 */
export const DELIVERY_WAIT_MS = 1000;

/** One notification this process sent: it came back here (`own`), and who has yet to confirm it. */
type AwaitedNotice = { own: boolean; unconfirmed: Set<number>; settle(): void };
/** `unconfirmed` counts the waits that ran out: an instance that did not confirm may serve a revoked session briefly. */
type Binding = { caches: Set<SessionCache>; awaiting: Map<string, AwaitedNotice>; unconfirmed: number };
type TransactionScope = { binding: Binding; pending: SessionInvalidation[]; deliveries: Delivery[] };
/** A notification this process sent and waits to receive: `arrived` settles on receipt or after the cap. */
type Delivery = { arrived: Promise<void>; cancel(): void };

const bindings = new WeakMap<object, Binding>();
/** Invalidations made inside a transaction, applied to this process's caches once it commits. */
const pendingInTransaction = new WeakMap<object, TransactionScope>();

/**
 * Ties a cache to a database handle. Transactions opened on the handle are followed, so that an invalidation made
 * inside one reaches this process's caches only after the commit (earlier, a concurrent request could read the old
 * row again and keep it), and the transaction's caller resumes only once its notifications came back.
 */
export function bindSessionCache(db: Db, cache: SessionCache): () => void {
  let binding = bindings.get(db);
  if (!binding) {
    binding = { caches: new Set(), awaiting: new Map(), unconfirmed: 0 };
    bindings.set(db, binding);
    const own = binding;
    const transaction = db.transaction.bind(db);
    db.transaction = (async (work, config) => {
      const scope: TransactionScope = { binding: own, pending: [], deliveries: [] };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await transaction(async (tx) => {
          pendingInTransaction.set(tx, scope);
          return work(tx);
        }, config);
      } catch (error) {
        // Rolled back: PostgreSQL drops the notifications, so nothing will arrive.
        for (const delivery of scope.deliveries) delivery.cancel();
        throw error;
      }
      for (const invalidation of scope.pending) for (const c of own.caches) c.apply(invalidation);
      await Promise.all(scope.deliveries.map((d) => d.arrived));
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

/** Whether a notification sent on `db` is to be waited for: some cache of this process listens. */
export function awaitsDelivery(db: Db) {
  const binding = pendingInTransaction.get(db)?.binding ?? bindings.get(db);
  return !!binding && [...binding.caches].some((c) => c.active);
}

/**
 * Starts waiting for the notification tagged `tag` to come back to this process and be confirmed by the listeners
 * whose backend process ids are given (call it before sending: the answers may come first). Inside a transaction
 * the wait is added to the commit's and undefined is returned; otherwise the caller awaits what is returned.
 * Nothing is awaited when no cache of this process listens: there is no receipt to wait for.
 */
export function expectDelivery(db: Db, tag: string, listeners: number[]): Delivery | undefined {
  if (!awaitsDelivery(db)) return undefined;
  const scope = pendingInTransaction.get(db);
  const own = (scope?.binding ?? bindings.get(db)) as Binding;
  const awaited: AwaitedNotice = { own: false, unconfirmed: new Set(listeners), settle: () => {} };
  const arrived = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      own.unconfirmed++;
      awaited.settle();
    }, DELIVERY_WAIT_MS);
    timer.unref();
    awaited.settle = () => {
      clearTimeout(timer);
      own.awaiting.delete(tag);
      resolve();
    };
  });
  own.awaiting.set(tag, awaited);
  const delivery = { arrived, cancel: () => awaited.settle() };
  if (!scope) return delivery;
  scope.deliveries.push(delivery);
  return undefined;
}

/** How many notifications sent on `db` were not confirmed by every listener (or did not come back) within the cap. */
export function unconfirmedDeliveries(db: Db) {
  return bindings.get(db)?.unconfirmed ?? 0;
}

const settleWhenComplete = (awaited: AwaitedNotice | undefined) => {
  if (awaited?.own && awaited.unconfirmed.size === 0) awaited.settle();
};

/** This process's listener received a notification it may have sent. */
export function notificationArrived(db: Db, tag: string) {
  const awaited = bindings.get(db)?.awaiting.get(tag);
  if (awaited) awaited.own = true;
  settleWhenComplete(awaited);
}

/** The listener with backend process `pid` confirmed it applied the notification tagged `tag`. */
export function notificationConfirmed(db: Db, tag: string, pid: number) {
  const awaited = bindings.get(db)?.awaiting.get(tag);
  awaited?.unconfirmed.delete(pid);
  settleWhenComplete(awaited);
}
