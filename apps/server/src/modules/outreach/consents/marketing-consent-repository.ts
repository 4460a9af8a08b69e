import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { marketingConsents } from "../../../db/schema";
import type { MarketingOptIn } from "../../renewal";

type MarketingConsent = Omit<MarketingOptIn, "site"> & {
  /** SHA-256 of the secret in the link that withdraws it. */
  withdrawTokenHash: string;
};

/**
 * Records an opt-in as it was given: the address, the words ticked in the language read, when and from where. The
 * first record stands when the same confirmation arrives again; true when this call recorded it.
 */
export async function recordMarketingConsent(db: Db, consent: MarketingConsent): Promise<boolean> {
  const rows = await db
    .insert(marketingConsents)
    .values({ ...consent, ip: consent.ip ?? null })
    .onConflictDoNothing({ target: [marketingConsents.quotationId, marketingConsents.email] })
    .returning({ id: marketingConsents.id });
  return rows.length > 0;
}

export type WithdrawableConsent = { email: string; withdrawnAt: Date | null };

/** The consent a withdrawal link stands for, or null for a link that is not one. */
export async function consentOfWithdrawLink(db: Db, tokenHash: string): Promise<WithdrawableConsent | null> {
  const [row] = await db
    .select({ email: marketingConsents.email, withdrawnAt: marketingConsents.withdrawnAt })
    .from(marketingConsents)
    .where(eq(marketingConsents.withdrawTokenHash, tokenHash));
  return row ?? null;
}

/**
 * Withdraws the consent the link stands for, once: a second press (or a replay) leaves the first withdrawal's time.
 * Null for a link that is not one.
 */
export async function withdrawMarketingConsent(db: Db, tokenHash: string, now = new Date()) {
  await db
    .update(marketingConsents)
    .set({ withdrawnAt: now })
    .where(and(eq(marketingConsents.withdrawTokenHash, tokenHash), isNull(marketingConsents.withdrawnAt)));
  return consentOfWithdrawLink(db, tokenHash);
}
