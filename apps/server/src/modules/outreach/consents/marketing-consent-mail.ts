import type { Language } from "@pp/domain";
import { HELLO } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";

/** Where a consent's withdrawal link leads; the secret follows. */
export const MARKETING_STOP_PATH = "/marketing/stop";

/**
 * Confirms an opt-in to marketing to the address that gave it, with the link that withdraws it: consent under the UAE's
 * data protection law must be as easy to withdraw as it was to give, and the person must know how.
 */
export function marketingConsentMail(input: {
  quotationId: number;
  to: string;
  insurer: string;
  stopUrl: string;
  token: string;
  language: Language;
}): OutgoingMail {
  return {
    key: `marketing-consent:${input.quotationId}:${input.to.toLowerCase()}`,
    to: input.to,
    subject: /*i18n*/ { id: "mail.marketingConsent.subject", message: "You asked to hear about offers" },
    content: {
      language: input.language,
      preview: /*i18n*/ {
        id: "mail.marketingConsent.preview",
        message: "{insurer} may now e-mail you about its offers. You can stop this at any time.",
        values: { insurer: input.insurer },
      },
      greeting: HELLO,
      intro: [
        /*i18n*/ {
          id: "mail.marketingConsent.ticked",
          message:
            "You ticked the box to receive offers and news by e-mail from {insurer} when you renewed your policy. This changes nothing about your policy.",
          values: { insurer: input.insurer },
        },
      ],
      action: {
        label: /*i18n*/ { id: "mail.marketingConsent.stop", message: "Stop marketing e-mails" },
        url: input.stopUrl,
      },
      outro: [
        /*i18n*/ {
          id: "mail.marketingConsent.linkWorks",
          message: "The link works as long as you need it. Every marketing e-mail will also say how to stop them.",
        },
      ],
    },
    secrets: [input.token],
  };
}
