import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { documents, quotations } from "../../../db/schema";

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

type NewDocument = typeof documents.$inferInsert;

/** The slot's current document, if any, stops being current (it stays stored and listed as replaced). */
export async function retireCurrentDocument(
  tx: Db,
  quotationId: number,
  target: { owner: DocumentRow["owner"]; memberId: number | null; slot: string },
) {
  await tx
    .update(documents)
    .set({ replacedAt: new Date() })
    .where(
      and(
        eq(documents.quotationId, quotationId),
        eq(documents.owner, target.owner),
        target.memberId === null ? isNull(documents.memberId) : eq(documents.memberId, target.memberId),
        eq(documents.slot, target.slot),
        isNull(documents.replacedAt),
      ),
    );
}

export async function insertDocument(tx: Db, values: NewDocument) {
  await tx.insert(documents).values(values);
}

/**
 * The sponsor's current documents of one quotation, copied as rows of another that point at the same stored files
 * (never deleted), uploaded by `uploadedBy`. Answers how many there were; none is copied when there are none.
 */
export async function copyCurrentSponsorDocuments(
  tx: Db,
  input: { fromQuotationId: number; toQuotationId: number; uploadedBy: number; newId: () => string },
) {
  const rows = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.quotationId, input.fromQuotationId),
        eq(documents.owner, "sponsor"),
        isNull(documents.replacedAt),
      ),
    );
  for (const { id: _id, createdAt: _at, ...doc } of rows) {
    await tx
      .insert(documents)
      .values({ ...doc, id: input.newId(), quotationId: input.toQuotationId, uploadedBy: input.uploadedBy });
  }
  return rows.length;
}

/**
 * A document of one of the quotations the user sees; undefined for another partner's, or one outside the role's scope
 * (decision 059), exactly as for an unknown one.
 */
export async function findPartnerDocument(db: Db, scope: RecordScope, id: string) {
  const [row] = await db
    .select({ doc: documents })
    .from(documents)
    .innerJoin(quotations, eq(quotations.id, documents.quotationId))
    .where(and(eq(documents.id, id), inScope(quotations, scope)));
  return row?.doc;
}
