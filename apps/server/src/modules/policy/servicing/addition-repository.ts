import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { documents, policies, policyMembers, policyVersions, quotations } from "../../../db/schema";

/** The rows a mid-term addition reads and writes. */

/** The partner's addition to the policy that is still open (not paid, not declined), if any. */
export async function openAdditionOf(db: Db, policyId: number, partnerId: number, openStatuses: readonly string[]) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(
      and(
        eq(quotations.changesPolicyId, policyId),
        eq(quotations.partnerId, partnerId),
        inArray(quotations.status, [...openStatuses]),
      ),
    );
  return row;
}

/** How many renewals back an addition looks for the sponsor's documents (a policy renewed every year for decades). */
const RENEWALS_LOOKED_BACK = 50;

const currentSponsorDocuments = (tx: Db, quotationId: number) =>
  tx
    .select()
    .from(documents)
    .where(and(eq(documents.quotationId, quotationId), eq(documents.owner, "sponsor"), isNull(documents.replacedAt)));

/**
 * The sponsor's current documents, as rows of the addition pointing at the same stored files (never deleted). A
 * renewal is bought without the sponsor's documents, which stay those of the sale it renews: they are taken from the
 * nearest quotation back along the renewals that holds any.
 */
export async function copySponsorDocuments(
  tx: Db,
  input: { fromQuotationId: number; toQuotationId: number; partnerId: number; newId: () => string },
) {
  let quotationId: number | null = input.fromQuotationId;
  let rows: (typeof documents.$inferSelect)[] = [];
  for (let step = 0; quotationId !== null && step <= RENEWALS_LOOKED_BACK; step++) {
    rows = await currentSponsorDocuments(tx, quotationId);
    if (rows.length > 0) break;
    quotationId = await quotationRenewedBy(tx, quotationId);
  }
  for (const { id: _id, createdAt: _at, ...doc } of rows) {
    await tx
      .insert(documents)
      .values({ ...doc, id: input.newId(), quotationId: input.toQuotationId, uploadedBy: input.partnerId });
  }
}

/** The quotation of the policy a renewal quotation renews; null for any other quotation. */
async function quotationRenewedBy(tx: Db, quotationId: number): Promise<number | null> {
  const [row] = await tx
    .select({ quotationId: policies.quotationId })
    .from(quotations)
    .innerJoin(policies, eq(policies.id, quotations.parentPolicyId))
    .where(eq(quotations.id, quotationId));
  return row?.quotationId ?? null;
}

/** The policy an addition's payment added its members to, if it did. */
export async function policyJoinedBy(db: Db, paymentId: number) {
  const [row] = await db
    .select({ policy: policies })
    .from(policyVersions)
    .innerJoin(policies, eq(policies.id, policyVersions.policyId))
    .where(eq(policyVersions.paymentId, paymentId));
  return row?.policy ?? null;
}

/** The version an addition made, once it joined its policy. */
export async function versionOfAddition(db: Db, quotationId: number) {
  const [row] = await db.select().from(policyVersions).where(eq(policyVersions.quotationId, quotationId));
  return row;
}

export async function insertAddedMembers(tx: Db, members: (typeof policyMembers.$inferInsert)[]) {
  await tx.insert(policyMembers).values(members);
}
