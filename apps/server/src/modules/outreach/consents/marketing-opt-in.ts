import { enqueueMail } from "../../../mail/outbox";
import { hashToken, newSecretToken } from "../../../security/tokens";
import type { MarketingOptInRecorder } from "../../renewal";
import { MARKETING_STOP_PATH, marketingConsentMail } from "./marketing-consent-mail";
import { recordMarketingConsent } from "./marketing-consent-repository";

/**
 * Records an opt-in as it was given and, the first time, confirms it to the address that gave it with the link that
 * withdraws it; inside the caller's transaction, so a confirmation that fails records nothing.
 */
export const recordMarketingOptIn: MarketingOptInRecorder = async (tx, { site, ip, ...optIn }) => {
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
};
