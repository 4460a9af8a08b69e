import { asJourneyProduct, formatDisplayDate, PRODUCT_PLAN_NAMES, toIsoDate } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Quotation } from "./quotation-repository";

/** Where an H+ application goes beyond a Basic one before its premium is known: the applicant's declaration. */
const HPLUS_DECLARATION_STEP =
  "For H+ cover you also receive a link to answer the medical questions for each member and sign the declaration; the insurer's underwriter may then set terms.";

/**
 * SendQuoteCreationMail of the legacy client, sent from the outbox instead of fire-and-forget: once per quotation, when
 * it is created (its key is written once; saving step 1 again writes no mail). It says what the customer can act on:
 * the reference, what happens next and how the application is picked up again. It is not the quotation itself — that
 * has members and premiums, and the partner e-mails it from step 2 once they are known.
 */
export function quotationCreatedMail(q: Quotation, partner: { name: string; email: string }): OutgoingMail {
  const names = PRODUCT_PLAN_NAMES[asJourneyProduct(q.product)];
  const next = [
    `${partner.name} adds the people to insure and their documents.`,
    ...(q.product === "hplus" ? [HPLUS_DECLARATION_STEP] : []),
    "Before anything is paid you see the premium of each member: your partner can e-mail you the quotation and a link to pay by card.",
    "Once the premium is paid, the policy, its tax invoice and the members' health cards are e-mailed to you.",
  ];
  return {
    key: `quotation-created:${q.id}`,
    to: q.sponsorEmail,
    subject: `Your ${names.mail} quotation ${q.quotationNo}`,
    content: {
      language: q.language,
      preview: `Your ${names.mail} application ${q.quotationNo} has been started. Here is what happens next.`,
      greeting: `Dear ${q.sponsorName},`,
      intro: [`${partner.name} has started a ${names.mail} application for you. Its reference is ${q.quotationNo}.`],
      facts: [
        { label: "Quotation reference", value: q.quotationNo },
        { label: "Started on", value: formatDisplayDate(toIsoDate(q.createdAt)) },
      ],
      sections: [
        { heading: "What happens next", lines: next },
        {
          heading: "To continue later",
          lines: [
            `Give ${partner.name} the reference ${q.quotationNo} with the mobile number and the e-mail address the application was started with: they retrieve it in the partner portal (Quotation Retrieval) and continue where it was left.`,
            "Nothing is charged until you pay the premium.",
          ],
        },
      ],
      contact: partnerContact(partner),
    },
  };
}
