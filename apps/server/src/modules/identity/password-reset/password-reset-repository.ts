import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partnerUsers, passwordResetTokens } from "../../../db/schema";

/** How many reset links the user asked for since `since`. */
export async function countResetRequestsSince(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertResetToken(tx: Db, token: { tokenHash: string; userId: number; expiresAt: Date }) {
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
    .returning({ userId: passwordResetTokens.userId });
  return claimed.length > 0;
}

/** The user's new password, and every other unused link of theirs dies. */
export async function setPasswordEndingResetLinks(tx: Db, userId: number, passwordHash: string) {
  await tx.update(partnerUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(partnerUsers.id, userId));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
