import { daysLeftFrom, deletionProblem, type MemberDeletionQuoteRequest, termDays } from "@pp/domain";
import type { Db } from "../../../db/client";
import type { RecordScope } from "../../../db/record-scope";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError, notFound } from "../../../http/http-error";
import type { FileStorage } from "../../../storage/file-storage";
import type { ActingPartner } from "../../identity";
import { storeDocument } from "../../quotation";
import { assertChangeableFrom, isCompanyPolicy, termOf } from "./change-checks";
import type { OnRefunded } from "./ledger-followers";
import { leavingMember, priceLeavingShares } from "./ledger-pricing";
import {
  type ChangingPolicy,
  currentMembersOf,
  findPolicyToChange,
  markMembersRemoved,
} from "./policy-change-repository";
import { recordPolicyChange } from "./record-change";

/**
 * Removing members mid-term (a worker leaves, a visa is cancelled): each removed member's premium for the days from
 * the effective date (or their own first day, if later) to the end of the term, never more than they paid, goes back
 * to the card that paid, and the policy gets a new version.
 */

async function priced(db: Db, row: ChangingPolicy, request: MemberDeletionQuoteRequest) {
  assertChangeableFrom(row, request.effectiveDate);
  const members = await currentMembersOf(db, row.policy.id);
  const problem = deletionProblem(members, request.memberIds, isCompanyPolicy(row));
  if (problem) throw new HttpError(400, problem, { memberIds: [problem] });
  const removed = members.filter((m) => request.memberIds.includes(m.id));
  const refund = await priceLeavingShares(db, row, removed.map(leavingMember), {
    effectiveDate: request.effectiveDate,
    freeLookFeeFils: null,
  });
  return {
    effectiveDate: request.effectiveDate,
    daysLeft: daysLeftFrom(termOf(row), request.effectiveDate),
    termDays: termDays(termOf(row)),
    freeLook: false,
    ...refund,
  };
}

/** What removing the members would return, before anything is written. */
export async function quoteDeletion(db: Db, scope: RecordScope, policyNo: string, request: MemberDeletionQuoteRequest) {
  const row = await findPolicyToChange(db, policyNo, scope);
  if (!row) throw notFound(NOT_FOUND_ANSWERS.policy);
  return priced(db, row, request);
}

/**
 * Removes the members with their proof attached: the proof is stored first (a refused change keeps it among the
 * policy's documents, so nothing uploaded is lost), then the change is checked again and written under the policy's
 * lock, so two partners' clicks or a replay never remove a member twice or refund twice.
 */
export async function confirmDeletion(
  db: Db,
  storage: FileStorage,
  input: {
    partner: ActingPartner;
    policyNo: string;
    request: MemberDeletionQuoteRequest & { reason: string };
    proof: { name: string; bytes: Buffer };
    ip?: string;
    onRefunded: OnRefunded;
  },
) {
  const { partner, request } = input;
  const found = await findPolicyToChange(db, input.policyNo, partner.scope);
  if (!found) throw notFound(NOT_FOUND_ANSWERS.policy);
  await priced(db, found, request);
  const proof = await storeDocument(db, storage, {
    partner,
    quotation: found.quotation,
    target: { owner: "additional", memberId: null, slot: "Cancellation letter", note: request.reason },
    file: input.proof,
    ip: input.ip,
  });
  return db.transaction(async (tx) => {
    const row = await findPolicyToChange(tx, input.policyNo, partner.scope, true);
    if (!row) throw notFound(NOT_FOUND_ANSWERS.policy);
    const quote = await priced(tx, row, request);
    return recordPolicyChange(tx, {
      row,
      partner,
      kind: "deletion",
      quote,
      reason: request.reason,
      proofDocumentId: proof.documentId,
      ip: input.ip,
      onRefunded: input.onRefunded,
      apply: async (version) => {
        await markMembersRemoved(tx, row.policy.id, request.memberIds, {
          removedFrom: request.effectiveDate,
          removedInVersion: version,
        });
        return { ...row.policy, version };
      },
    });
  });
}
