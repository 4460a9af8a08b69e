import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies } from "../../../db/schema";

type NewPolicy = typeof policies.$inferInsert;

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
