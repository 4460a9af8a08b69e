import type { Language } from "@pp/domain";
import type { Db } from "../../db/client";
import { marketingConsents } from "../../db/schema";

type MarketingConsent = {
  email: string;
  quotationId: number;
  source: "renewal";
  wording: string;
  language: Language;
  ip?: string;
};

/**
 * Records an opt-in as it was given: the address, the words ticked in the language read, when and from where. The
 * first record stands when the same confirmation arrives again.
 */
export async function recordMarketingConsent(db: Db, consent: MarketingConsent) {
  await db
    .insert(marketingConsents)
    .values({ ...consent, ip: consent.ip ?? null })
    .onConflictDoNothing({ target: [marketingConsents.quotationId, marketingConsents.email] });
}
