import { inArray, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { documents, invitations, payments, policies, quotations, renewalGrants, videoCalls } from "../../../db/schema";

/** The ids in `found` that `next` adds; empty once a chain of renewals has been followed to its end. */
const added = (found: Set<number>, next: number[]) => next.filter((id) => !found.has(id));

/**
 * Deletes every record under the partners (quotations, renewals of their policies, payments, policies, invitations,
 * video calls) and unlinks the documents they uploaded, inside the caller's transaction, so that identity can then
 * delete the partners themselves. Answers the ids of what went and the storage
 * keys of their uploads, whose files the caller removes after the commit.
 */
export async function deleteRecordsOfPartners(tx: Db, partnerIds: number[]) {
  // Their quotations and policies, and every renewal that continues one of those policies (a customer's own
  // renewal may carry no partner), followed until the chain ends.
  const quotationIds = new Set<number>();
  const policyIds = new Set<number>();
  let newQuotations = (
    await tx.select({ id: quotations.id }).from(quotations).where(inArray(quotations.partnerId, partnerIds))
  ).map((r) => r.id);
  let newPolicies = (
    await tx.select({ id: policies.id }).from(policies).where(inArray(policies.partnerId, partnerIds))
  ).map((r) => r.id);
  while (newQuotations.length > 0 || newPolicies.length > 0) {
    for (const id of newQuotations) quotationIds.add(id);
    for (const id of newPolicies) policyIds.add(id);
    const issued = newQuotations.length
      ? await tx.select({ id: policies.id }).from(policies).where(inArray(policies.quotationId, newQuotations))
      : [];
    const renewals = newPolicies.length
      ? await tx.select({ id: quotations.id }).from(quotations).where(inArray(quotations.parentPolicyId, newPolicies))
      : [];
    newPolicies = added(
      policyIds,
      issued.map((r) => r.id),
    );
    newQuotations = added(
      quotationIds,
      renewals.map((r) => r.id),
    );
  }
  const qIds = [...quotationIds];
  const pIds = [...policyIds];
  // `or` skips an undefined condition, and `in ()` is not SQL.
  const within = (column: AnyPgColumn, ids: number[]) => (ids.length ? inArray(column, ids) : undefined);

  const documentKeys = qIds.length
    ? (await tx.select({ key: documents.storageKey }).from(documents).where(inArray(documents.quotationId, qIds))).map(
        (r) => r.key,
      )
    : [];

  await tx
    .delete(renewalGrants)
    .where(or(inArray(renewalGrants.partnerId, partnerIds), within(renewalGrants.policyId, pIds)));
  await tx
    .delete(invitations)
    .where(
      or(
        inArray(invitations.partnerId, partnerIds),
        within(invitations.quotationId, qIds),
        within(invitations.policyId, pIds),
      ),
    );
  await tx.delete(videoCalls).where(inArray(videoCalls.partnerId, partnerIds));
  if (pIds.length) await tx.delete(policies).where(inArray(policies.id, pIds));
  await tx.delete(payments).where(or(inArray(payments.partnerId, partnerIds), within(payments.quotationId, qIds)));
  await tx.update(documents).set({ uploadedBy: null }).where(inArray(documents.uploadedBy, partnerIds));
  // Members, documents, answers and payment links go with their quotation.
  if (qIds.length) await tx.delete(quotations).where(inArray(quotations.id, qIds));
  return { quotationIds: qIds, policyIds: pIds, documentKeys };
}
