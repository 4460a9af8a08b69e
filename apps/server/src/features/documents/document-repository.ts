import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documents } from "../../db/schema";

export type DocumentRow = typeof documents.$inferSelect;

/** The current (not replaced) documents of a quotation. */
export function currentDocuments(db: Db, quotationId: number) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.quotationId, quotationId), isNull(documents.replacedAt)))
    .orderBy(asc(documents.createdAt));
}

/** Key of a slot: sponsor slots by name, member slots by member and name. */
export const slotKey = (d: { owner: string; memberId: number | null; slot: string }) =>
  d.owner === "sponsor" ? `sponsor:${d.slot}` : `member:${d.memberId}:${d.slot}`;
