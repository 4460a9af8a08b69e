import type { CommissionLine } from "@pp/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { commissionEntries, commissionLines } from "../../../db/schema";

export type NewCommissionEntry = Omit<typeof commissionEntries.$inferInsert, "id" | "createdAt" | "commissionFils">;

/**
 * Writes an entry and its lines, once: an entry the unique keys already hold (a payment answered again, a refund
 * replayed) writes nothing and answers false. The entry's commission is the sum of its lines.
 */
export async function insertEntryWithLines(tx: Db, entry: NewCommissionEntry, lines: readonly CommissionLine[]) {
  const commissionFils = lines.reduce((s, l) => s + l.amountFils, 0);
  const [inserted] = await tx
    .insert(commissionEntries)
    .values({ ...entry, commissionFils })
    .onConflictDoNothing()
    .returning({ id: commissionEntries.id });
  if (!inserted) return false;
  if (lines.length > 0) {
    await tx.insert(commissionLines).values(
      lines.map((l) => ({
        entryId: inserted.id,
        partnerId: entry.partnerId,
        party: l.party,
        userId: l.userId,
        shareBp: l.shareBp,
        amountFils: l.amountFils,
      })),
    );
  }
  return true;
}

/** Everything one paid version of a policy accrued, corrected and gave back, in the order written, with the lines. */
export async function entriesOfVersion(db: Db, policyId: number, version: number) {
  const entries = await db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.policyId, policyId), eq(commissionEntries.version, version)))
    .orderBy(asc(commissionEntries.id));
  const lines =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(commissionLines)
          .where(
            inArray(
              commissionLines.entryId,
              entries.map((e) => e.id),
            ),
          )
          .orderBy(asc(commissionLines.id));
  return entries.map((e) => ({ ...e, lines: lines.filter((l) => l.entryId === e.id) }));
}
export type VersionEntry = Awaited<ReturnType<typeof entriesOfVersion>>[number];

/** Removes the partners' commission (the demo partners' removal, before their policies and payments go). */
export async function deleteEntriesOfPartners(db: Db, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return;
  await db.delete(commissionLines).where(inArray(commissionLines.partnerId, [...partnerIds]));
  await db.delete(commissionEntries).where(inArray(commissionEntries.partnerId, [...partnerIds]));
}
