import { afterRefund, type IsoDate, LEDGER_MESSAGES, leavingRefunds, ledgerHolds } from "@pp/domain";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { termOf } from "./change-checks";
import { balanceOf, type ShareKey, shareBalances } from "./ledger-repository";
import type { ChangingPolicy } from "./policy-change-repository";

/** A share leaving the policy: a member, or the sponsor's one share of a policy reported without members. */
export type LeavingShare = { id: ShareKey; name: string; annualFils: number; addedFrom: IsoDate | null };

/** A member of the policy as a share that leaves it. */
export const leavingMember = (m: {
  id: number;
  firstName: string;
  familyName: string;
  premiumFils: number;
  addedFrom: IsoDate | null;
}): LeavingShare => ({
  id: m.id,
  name: `${m.firstName} ${m.familyName}`,
  annualFils: m.premiumFils,
  addedFrom: m.addedFrom,
});

/**
 * What the shares leaving a policy get back, priced against what each paid and has had back (decision 039): from the
 * later of the date asked and the share's own first day, or within free look all it paid less the fee.
 */
export async function priceLeavingShares(
  db: Db,
  row: ChangingPolicy,
  leaving: readonly LeavingShare[],
  input: { effectiveDate: IsoDate; freeLookFeeFils: number | null },
) {
  const balances = await shareBalances(db, row.policy.id);
  const refund = leavingRefunds(
    leaving.map((s) => ({ annualFils: s.annualFils, addedFrom: s.addedFrom, balance: balanceOf(balances, s.id) })),
    { term: termOf(row), ...input },
  );
  return {
    feeFils: refund.feeFils,
    members: leaving.map((s, i) => ({
      id: s.id,
      name: s.name,
      refundFils: refund.shares[i]!.premiumFils,
      vatFils: refund.shares[i]!.vatFils,
    })),
    premiumFils: refund.premiumFils,
    vatFils: refund.vatFils,
    totalFils: refund.totalFils,
  };
}

/**
 * The last word before a refund is written, under the policy's lock: no share is refunded twice, and after it every
 * share, and so the policy, has had back no more premium and no more VAT than it paid. Else nothing is written.
 */
export async function assertRefundFits(
  tx: Db,
  policyId: number,
  shares: readonly { id: ShareKey; refundFils: number; vatFils: number }[],
) {
  const balances = await shareBalances(tx, policyId);
  for (const s of shares) {
    if (s.refundFils === 0 && s.vatFils === 0) continue;
    const before = balanceOf(balances, s.id);
    if (before.refundedPremiumFils > 0 || before.refundedVatFils > 0)
      throw new HttpError(409, LEDGER_MESSAGES.overRefund);
    balances.set(s.id, afterRefund(before, { premiumFils: s.refundFils, vatFils: s.vatFils }));
  }
  if (!ledgerHolds([...balances.values()])) throw new HttpError(409, LEDGER_MESSAGES.overRefund);
}
