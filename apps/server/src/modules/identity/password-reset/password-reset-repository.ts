import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partners, passwordResetTokens } from "../../../db/schema";

/** How many reset links the partner asked for since `since`. */
export async function countResetRequestsSince(db: Db, partnerId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.partnerId, partnerId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertResetToken(tx: Db, token: { tokenHash: string; partnerId: number; expiresAt: Date }) {
  await tx.insert(passwordResetTokens).values(token);
}

/** The link with this hash while it is unused and unexpired. */
export async function findPendingResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Single use: true only for the one request that marks the link used, even when two arrive together. */
export async function claimResetToken(tx: Db, tokenHash: string) {
  const claimed = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
    .returning({ partnerId: passwordResetTokens.partnerId });
  return claimed.length > 0;
}

/** The new password, and every other unused link of the partner dies. */
export async function setPasswordEndingResetLinks(tx: Db, partnerId: number, passwordHash: string) {
  await tx.update(partners).set({ passwordHash, updatedAt: new Date() }).where(eq(partners.id, partnerId));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.partnerId, partnerId), isNull(passwordResetTokens.usedAt)));
}
