import type { Db } from "../../../db/client";

/*
 * What follows a movement of a policy's ledger inside the transaction that made it: the commission (decision 061),
 * a module above the policy's, so app.ts and main.ts hand it in (decision 053).
 */

/** A refund's entries were written: `refundId` names the refund. */
export type OnRefunded = (tx: Db, refundId: number) => Promise<void>;

/** A product's site reported a sale, or reported it again with another premium: its sale entries were (re)written. */
export type OnSaleReported = (tx: Db, policyId: number) => Promise<void>;
