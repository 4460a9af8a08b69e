import { RENEWAL_CANCELLED_MESSAGE } from "@pp/domain";
import type { Db } from "../../../db/client";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError } from "../../../http/http-error";
import { RENEWAL_ANSWERS } from "./renewal-answers";
import { lockPolicy, openRenewal, type Policy, type Quotation, renewalsOf } from "./renewal-repository";

export const RENEWAL_ALREADY_PAID = RENEWAL_ANSWERS.alreadyPaid;

/** A cancelled policy is never renewed, at whichever step its renewal stands (it may have been cancelled since). */
export function refuseCancelled(policy: Pick<Policy, "status">) {
  if (policy.status === "cancelled") throw new HttpError(409, RENEWAL_CANCELLED_MESSAGE);
}

/**
 * Every write to a renewal decides here, inside one transaction: the parent policy's row is locked first (which also
 * makes a renewal's first save, an insert, happen once), then the open renewal's row, in the same order as the
 * gateway's accepted payment takes them. A write that waited for a payment finds the renewal no longer open and is
 * refused; a payment that waited for a write sees the write (and a reopened renewal is not issued, see payments).
 * A write to the renewal of a cancelled policy is refused.
 */
export async function withRenewalLocked<T>(
  db: Db,
  policyId: number,
  write: (tx: Db, locked: { policy: Policy; renewal: Quotation | undefined }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const policy = await lockPolicy(tx, policyId);
    if (!policy) throw new HttpError(404, NOT_FOUND_ANSWERS.policy);
    refuseCancelled(policy);
    const renewal = await openRenewal(tx, policyId, { lock: true });
    return write(tx, { policy, renewal });
  });
}

/** The open renewal under the lock, or why there is none: already paid, or not started yet. */
export async function requireOpenRenewal(tx: Db, policyId: number, renewal: Quotation | undefined) {
  if (renewal) return renewal;
  const [closed] = await renewalsOf(tx, policyId, "closed");
  if (closed) throw new HttpError(409, RENEWAL_ALREADY_PAID);
  throw new HttpError(409, RENEWAL_ANSWERS.notStarted);
}
