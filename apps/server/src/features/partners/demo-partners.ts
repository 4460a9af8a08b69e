import { inArray, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import {
  documents,
  invitations,
  partners,
  payments,
  policies,
  quotations,
  renewalGrants,
  videoCalls,
} from "../../db/schema";
import { DEMO_PARTNERS } from "../../db/seed-demo";
import type { FileStorage } from "../../storage/file-storage";
import { policyDocumentKey } from "../policies/policy-mail";

export const DEMO_USER_IDS = DEMO_PARTNERS.map((p) => p.userId);
export const REMOVE_DEMO_COMMAND = "npm run partners -- remove-demo";

/** The demo partners present in the partners table: their password is published in the README. */
export async function demoPartnersIn(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: partners.userId })
    .from(partners)
    .where(inArray(partners.userId, DEMO_USER_IDS))
    .orderBy(partners.userId);
  return rows.map((r) => r.userId);
}

/** Why production will not start, and the one command that fixes it. */
export const demoPartnersRefusal = (userIds: string[]) =>
  [
    `Refusing to start in production: the demo partners ${userIds.join(", ")} are in the partners table, and anyone`,
    "can sign in as them with the password published in the README. Remove them, with everything recorded under",
    `them, using the same DATABASE_URL and NODE_ENV as the server:\n\n  ${REMOVE_DEMO_COMMAND}\n`,
  ].join("\n");

/** The ids in `found` that `next` adds; empty once a chain of renewals has been followed to its end. */
const added = (found: Set<number>, next: number[]) => next.filter((id) => !found.has(id));

/**
 * Deletes the demo partners and every record under them (quotations, renewals of their policies, payments,
 * policies, invitations, video calls, sessions) in one transaction, then their stored files. Audit rows stay,
 * without the partner. Returns what went.
 */
export async function removeDemoPartners(db: Db, storage?: FileStorage) {
  const result = await db.transaction(async (tx) => {
    const demo = await tx
      .select({ id: partners.id, userId: partners.userId })
      .from(partners)
      .where(inArray(partners.userId, DEMO_USER_IDS));
    const partnerIds = demo.map((p) => p.id);
    if (partnerIds.length === 0) return { userIds: [], quotations: 0, policies: 0, fileKeys: [] as string[] };

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

    const fileKeys = qIds.length
      ? (
          await tx.select({ key: documents.storageKey }).from(documents).where(inArray(documents.quotationId, qIds))
        ).map((r) => r.key)
      : [];
    for (const id of pIds) fileKeys.push(policyDocumentKey(id, "receipt"), policyDocumentKey(id, "schedule"));

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
    // Sessions and reset links go with the partner; audit rows keep the event without it.
    await tx.delete(partners).where(inArray(partners.id, partnerIds));
    const userIds = demo.map((p) => p.userId).sort();
    await recordAudit(tx, {
      event: "demo_partners_removed",
      details: { userIds, quotations: qIds.length, policies: pIds.length },
    });
    return { userIds, quotations: qIds.length, policies: pIds.length, fileKeys };
  });
  if (storage) for (const key of result.fileKeys) await storage.remove(key);
  const { fileKeys: _, ...removed } = result;
  return removed;
}
