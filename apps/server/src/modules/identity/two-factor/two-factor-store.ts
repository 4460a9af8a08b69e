import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partnerTwoFactor, recoveryCodes } from "../../../db/schema";
import { forgetTrustedBrowsers } from "../auth/trusted-browser-store";

type TwoFactorRow = typeof partnerTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(partnerTwoFactor).where(eq(partnerTwoFactor.userId, userId));
  return row;
}

/** Starts (or restarts) an enrolment: a new secret that counts only once confirmed. Never replaces a confirmed one. */
export async function savePendingSecret(db: Db, userId: number, sealedSecret: string) {
  await db
    .insert(partnerTwoFactor)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: partnerTwoFactor.userId,
      set: { sealedSecret, createdAt: new Date(), lastUsedStep: null },
      setWhere: isNull(partnerTwoFactor.confirmedAt),
    });
}

/** Turns the pending secret on, with the step of the code that proved it as used; false if there was none to confirm. */
export async function confirmPendingSecret(db: Db, userId: number, sealedSecret: string, step: number) {
  const rows = await db
    .update(partnerTwoFactor)
    .set({ confirmedAt: new Date(), lastUsedStep: step })
    .where(
      and(
        eq(partnerTwoFactor.userId, userId),
        eq(partnerTwoFactor.sealedSecret, sealedSecret),
        isNull(partnerTwoFactor.confirmedAt),
      ),
    )
    .returning({ userId: partnerTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Records that a code of `step` was accepted; true only when that step is later than every step accepted before,
 * in one statement, so a code (or an older one) is never accepted twice, even by two requests at once.
 */
export async function claimStep(db: Db, userId: number, step: number) {
  const rows = await db
    .update(partnerTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(partnerTwoFactor.userId, userId),
        isNotNull(partnerTwoFactor.confirmedAt),
        or(isNull(partnerTwoFactor.lastUsedStep), lt(partnerTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: partnerTwoFactor.userId });
  return rows.length > 0;
}

/** Removes the authenticator, the recovery codes and every trusted browser of the user. */
export async function removeSecondFactor(db: Db, userId: number) {
  await db.delete(partnerTwoFactor).where(eq(partnerTwoFactor.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await forgetTrustedBrowsers(db, userId);
}
