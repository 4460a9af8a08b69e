import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies, quotations } from "../../../db/schema";

type NewQuotation = typeof quotations.$inferInsert;
type NewPolicy = typeof policies.$inferInsert;
export type ReportedSite = "pa" | "term";

/** The quotation a site reported under its own reference, its row locked until `tx` ends. */
export async function lockReportedQuotation(tx: Db, site: ReportedSite, reference: string) {
  const [row] = await tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.product, site), eq(quotations.externalRef, reference)))
    .for("update");
  return row;
}

/** Undefined when a concurrent first report (or another row with the number) won: nothing is written. */
export async function insertReportedQuotation(tx: Db, values: NewQuotation) {
  const [row] = await tx.insert(quotations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateReportedQuotation(tx: Db, id: number, changes: Partial<NewQuotation>) {
  await tx
    .update(quotations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(quotations.id, id));
}

export async function findPolicyOfQuotation(db: Db, quotationId: number) {
  const [row] = await db.select().from(policies).where(eq(policies.quotationId, quotationId));
  return row;
}

/** The new policy's id, or null when the policy number is already another policy's. */
export async function insertReportedPolicy(tx: Db, values: NewPolicy) {
  const [row] = await tx.insert(policies).values(values).onConflictDoNothing().returning({ id: policies.id });
  return row?.id ?? null;
}

export async function updateReportedPolicy(tx: Db, id: number, changes: Partial<NewPolicy>) {
  await tx.update(policies).set(changes).where(eq(policies.id, id));
}
