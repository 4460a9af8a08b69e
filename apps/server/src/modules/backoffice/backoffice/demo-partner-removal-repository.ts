import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies, quotations } from "../../../db/schema";

/** The ids in `found` that `next` adds; empty once a chain of renewals has been followed to its end. */
const added = (found: Set<number>, next: number[]) => next.filter((id) => !found.has(id));

/**
 * The records under the partners, read inside the caller's transaction: their quotations and policies, and every
 * renewal that continues one of those policies (a customer's own renewal may carry no partner), followed until the
 * chain ends. The back office only reads them; each module that owns them deletes its own.
 */
export async function recordsOfPartners(tx: Db, partnerIds: number[]) {
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
  return { partnerIds, quotationIds: [...quotationIds], policyIds: [...policyIds] };
}
