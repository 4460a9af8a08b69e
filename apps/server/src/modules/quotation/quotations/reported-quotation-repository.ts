import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { quotations } from "../../../db/schema";

type NewQuotation = typeof quotations.$inferInsert;
/** The product sites that report their sales (PA and Term): a sale is their record mirrored, status included. */
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

/**
 * The quotation of a site's first report, in the status the site reported (outside the lifecycle: decision 052).
 * Undefined when a concurrent first report (or another row with the number) won: nothing is written.
 */
export async function insertReportedQuotation(tx: Db, values: NewQuotation) {
  const [row] = await tx.insert(quotations).values(values).onConflictDoNothing().returning();
  return row;
}

/** A later report of the site: its fields, status included, as the site reported them. */
export async function updateReportedQuotation(tx: Db, id: number, changes: Partial<NewQuotation>) {
  await tx
    .update(quotations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(quotations.id, id));
}
