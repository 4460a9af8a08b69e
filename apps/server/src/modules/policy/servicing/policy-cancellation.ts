import {
  type CancellationQuoteRequest,
  type CancellationRequest,
  daysLeftFrom,
  FREE_LOOK,
  termDays,
  toIsoDate,
  withinFreeLook,
} from "@pp/domain";
import type { Db } from "../../../db/client";
import type { RecordScope } from "../../../db/record-scope";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { notFound } from "../../../http/http-error";
import type { ActingPartner } from "../../identity";
import { assertChangeableFrom, termOf, uaeToday } from "./change-checks";
import type { OnRefunded } from "./ledger-followers";
import { type LeavingShare, leavingMember, priceLeavingShares } from "./ledger-pricing";
import {
  type ChangingPolicy,
  currentMembersOf,
  findPolicyToChange,
  markPolicyCancelled,
} from "./policy-change-repository";
import { recordPolicyChange } from "./record-change";

/**
 * Cancelling a whole policy. Within its product's free-look period it is cancelled from its start and all that each
 * member paid goes back less the product's fee; after it, every member's premium for the days left from the effective
 * date or their own first day, whichever is later, never more than they paid.
 * A cancelled policy is never renewed and its reminders stop (both read its status).
 */

async function priced(db: Db, row: ChangingPolicy, request: CancellationQuoteRequest) {
  assertChangeableFrom(row, request.effectiveDate);
  const { policy } = row;
  const members = await currentMembersOf(db, policy.id);
  // A policy reported by a product's site lists no members: its premium is one share, in the sponsor's name.
  const shares: LeavingShare[] =
    members.length > 0
      ? members.map(leavingMember)
      : [{ id: null, name: policy.sponsorName, annualFils: policy.premiumFils, addedFrom: null }];
  const freeLook = FREE_LOOK[policy.product];
  const inFreeLook = freeLook !== null && withinFreeLook(freeLook, toIsoDate(policy.issuedAt), uaeToday());
  // Returned within free look, the policy never was: it is cancelled from its first day.
  const effectiveDate = inFreeLook ? policy.startDate : request.effectiveDate;
  const refund = await priceLeavingShares(db, row, shares, {
    effectiveDate,
    freeLookFeeFils: inFreeLook ? freeLook.feeFils : null,
  });
  return {
    effectiveDate,
    daysLeft: daysLeftFrom(termOf(row), effectiveDate),
    termDays: termDays(termOf(row)),
    freeLook: inFreeLook,
    ...refund,
  };
}

export async function quoteCancellation(
  db: Db,
  scope: RecordScope,
  policyNo: string,
  request: CancellationQuoteRequest,
) {
  const row = await findPolicyToChange(db, policyNo, scope);
  if (!row) throw notFound(NOT_FOUND_ANSWERS.policy);
  return priced(db, row, request);
}

/** Cancels under the policy's lock: a second press, or a race with a member's removal, finds it cancelled. */
export async function confirmCancellation(
  db: Db,
  input: {
    partner: ActingPartner;
    policyNo: string;
    request: CancellationRequest;
    ip?: string;
    onRefunded: OnRefunded;
  },
) {
  const { partner, request } = input;
  return db.transaction(async (tx) => {
    const row = await findPolicyToChange(tx, input.policyNo, partner.scope, true);
    if (!row) throw notFound(NOT_FOUND_ANSWERS.policy);
    const quote = await priced(tx, row, request);
    return recordPolicyChange(tx, {
      row,
      partner,
      kind: "cancellation",
      quote,
      reason: request.reason,
      ip: input.ip,
      onRefunded: input.onRefunded,
      apply: async (version) => {
        await markPolicyCancelled(tx, row.policy.id, quote.effectiveDate, partner.scope.actingUserId);
        return { ...row.policy, version, status: "cancelled", cancelledFrom: quote.effectiveDate };
      },
    });
  });
}
