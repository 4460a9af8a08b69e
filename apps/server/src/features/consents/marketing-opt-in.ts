import type { Language } from "@pp/domain";
import type { Db } from "../../db/client";
import { enqueueMail } from "../../mail/outbox";
import { hashToken, newSecretToken } from "../../security/tokens";
import { MARKETING_STOP_PATH, marketingConsentMail } from "./marketing-consent-mail";
import { recordMarketingConsent } from "./marketing-consent-repository";

/** An opt-in to marketing as the page that asked for it knows it. */
export type MarketingOptIn = {
  email: string;
  quotationId: number;
  source: "renewal";
  /** The words ticked, in the language read. */
  wording: string;
  language: Language;
  ip?: string;
  /** For the confirmation: the portal's address (its withdrawal link) and the insurer's name. */
  site: { publicUrl: string; insurer: string };
};

/**
 * Records an opt-in as it was given and, the first time, confirms it to the address that gave it with the link that
 * withdraws it; inside the caller's transaction, so a confirmation that fails records nothing.
 */
export async function recordMarketingOptIn(tx: Db, { site, ip, ...optIn }: MarketingOptIn) {
  const token = newSecretToken();
  const recorded = await recordMarketingConsent(tx, {
    ...optIn,
    withdrawTokenHash: hashToken(token),
    ...(ip ? { ip } : {}),
  });
  if (recorded)
    await enqueueMail(
      tx,
      marketingConsentMail({
        quotationId: optIn.quotationId,
        to: optIn.email,
        insurer: site.insurer,
        stopUrl: `${site.publicUrl}${MARKETING_STOP_PATH}/${token}`,
        token,
        language: optIn.language,
      }),
    );
}
