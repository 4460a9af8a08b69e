import type { Language } from "@pp/domain";
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
    subject: "You asked to hear about offers",
    content: {
      language: input.language,
      preview: `${input.insurer} may now e-mail you about its offers. You can stop this at any time.`,
      greeting: "Hello,",
      intro: [
        `You ticked the box to receive offers and news by e-mail from ${input.insurer} when you renewed your policy. This changes nothing about your policy.`,
      ],
      action: { label: "Stop marketing e-mails", url: input.stopUrl },
      outro: ["The link works as long as you need it. Every marketing e-mail will also say how to stop them."],
    },
    secrets: [input.token],
  };
}
