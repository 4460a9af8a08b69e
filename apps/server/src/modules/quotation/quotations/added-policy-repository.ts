import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies } from "../../../db/schema";

/**
 * The policy a mid-term addition adds its members to. The quotation reads it and never writes it: the policy's term
 * prices the addition and says whether it may still be finalized or paid, while the policy module, above this one,
 * owns the row.
 */
export async function findAddedPolicy(db: Db, policyId: number) {
  const [row] = await db.select().from(policies).where(eq(policies.id, policyId));
  return row;
}
