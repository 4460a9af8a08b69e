import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicantLinks } from "../../../db/schema";

export type ApplicantLink = typeof applicantLinks.$inferSelect;

/** A new link for the application; every earlier one stops working in the same transaction. */
export async function replaceLink(
  tx: Db,
  values: { quotationId: number; tokenHash: string; sentTo: string; sentBy: number; expiresAt: Date },
) {
  await tx
    .update(applicantLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(applicantLinks.quotationId, values.quotationId), isNull(applicantLinks.revokedAt)));
  const [row] = await tx.insert(applicantLinks).values(values).returning();
  return row!;
}

export async function findLinkByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(applicantLinks).where(eq(applicantLinks.tokenHash, tokenHash));
  return row;
}

/** The application's latest link, replaced or not. */
export async function latestLinkOf(db: Db, quotationId: number) {
  const [row] = await db
    .select()
    .from(applicantLinks)
    .where(eq(applicantLinks.quotationId, quotationId))
    .orderBy(desc(applicantLinks.id))
    .limit(1);
  return row;
}

export async function markOpened(db: Db, id: number) {
  await db
    .update(applicantLinks)
    .set({ openedAt: new Date() })
    .where(and(eq(applicantLinks.id, id), isNull(applicantLinks.openedAt)));
}

/** Records the signature once: a second signing of the same link changes nothing. */
export async function recordSignature(
  db: Db,
  id: number,
  signature: { signedName: string; signedIp: string | null; signedHash: string },
) {
  const [row] = await db
    .update(applicantLinks)
    .set({ ...signature, signedAt: new Date() })
    .where(and(eq(applicantLinks.id, id), isNull(applicantLinks.signedAt)))
    .returning();
  return row;
}
