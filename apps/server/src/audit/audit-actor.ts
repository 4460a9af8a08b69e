import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who is acting in the request under way: the signed-in user of a partner (decision 058), or nobody (the operator, a
 * customer, the gateway). Every audit row written while a request is handled records them beside the partner, without
 * each caller passing them along.
 */
const actors = new AsyncLocalStorage<{ userId: number | null }>();

/**
 * Runs `next` (the rest of the request: its later hooks and its handler) with `userId` as the acting user. Call it from
 * a callback-style hook once the session is known; everything `next` starts, awaited or not, sees the same actor.
 */
export const actAs = (userId: number | null, next: () => void) => actors.run({ userId }, next);

/** The acting user of the request under way, or null outside one. */
export const currentActor = (): number | null => actors.getStore()?.userId ?? null;
