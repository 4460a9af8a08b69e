import { say } from "./i18n/say";
/**
 * The opt-in to marketing, offered apart from the declaration and unticked: the UAE's data protection law wants
 * marketing consent separate from the contract and freely given. The words ticked are recorded with the consent.
 */
export const MARKETING_OPT_IN_TEXT = say(
  /*i18n*/ {
    id: "marketingConsent.sendMeNewsAndOffersFrom",
    message:
      "Send me news and offers from the insurer by e-mail. Optional: not ticking this changes nothing about the renewal.",
  },
);
