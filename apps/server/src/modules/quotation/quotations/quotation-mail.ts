import { asJourneyProduct, formatDisplayDate, PRODUCT_PLAN_NAMES, toIsoDate, type Words } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Quotation } from "./quotation-repository";

const QUOTATION_SUBJECT: Words = /*i18n*/ {
  id: "mail.quotation.subject",
  message: "Your {product} quotation {quotationNo}",
};

/** Where an H+ application goes beyond a Basic one before its premium is known: the applicant's declaration. */
const HPLUS_DECLARATION_STEP: Words = /*i18n*/ {
  id: "mail.quotationCreated.hplusStep",
  message:
    "For H+ cover you also receive a link to answer the medical questions for each member and sign the declaration; the insurer's underwriter may then set terms.",
};

/**
 * SendQuoteCreationMail of the legacy client, sent from the outbox instead of fire-and-forget: once per quotation, when
 * it is created (its key is written once; saving step 1 again writes no mail). It says what the customer can act on:
 * the reference, what happens next and how the application is picked up again. It is not the quotation itself — that
 * has members and premiums, and the partner e-mails it from step 2 once they are known.
 */
export function quotationCreatedMail(q: Quotation, partner: { name: string; email: string }): OutgoingMail {
  const product = PRODUCT_PLAN_NAMES[asJourneyProduct(q.product)].mail;
  const { quotationNo } = q;
  const next: Words[] = [
    /*i18n*/ {
      id: "mail.quotationCreated.partnerAdds",
      message: "{partner} adds the people to insure and their documents.",
      values: { partner: partner.name },
    },
    ...(q.product === "hplus" ? [HPLUS_DECLARATION_STEP] : []),
    /*i18n*/ {
      id: "mail.quotationCreated.premiumFirst",
      message:
        "Before anything is paid you see the premium of each member: your partner can e-mail you the quotation and a link to pay by card.",
    },
    /*i18n*/ {
      id: "mail.quotationCreated.afterPayment",
      message:
        "Once the premium is paid, the policy, its tax invoice and the members' health cards are e-mailed to you.",
    },
  ];
  return {
    key: `quotation-created:${q.id}`,
    to: q.sponsorEmail,
    subject: quotationSubject(product, quotationNo),
    content: {
      language: q.language,
      preview: /*i18n*/ {
        id: "mail.quotationCreated.preview",
        message: "Your {product} application {quotationNo} has been started. Here is what happens next.",
        values: { product, quotationNo },
      },
      greeting: dear(q.sponsorName),
      intro: [
        /*i18n*/ {
          id: "mail.quotationCreated.started",
          message: "{partner} has started a {product} application for you. Its reference is {quotationNo}.",
          values: { partner: partner.name, product, quotationNo },
        },
      ],
      facts: [
        {
          label: /*i18n*/ { id: "mail.quotationCreated.reference", message: "Quotation reference" },
          value: quotationNo,
        },
        {
          label: /*i18n*/ { id: "mail.quotationCreated.startedOn", message: "Started on" },
          value: formatDisplayDate(toIsoDate(q.createdAt)),
        },
      ],
      sections: [
        { heading: /*i18n*/ { id: "mail.quotationCreated.next", message: "What happens next" }, lines: next },
        {
          heading: /*i18n*/ { id: "mail.quotationCreated.later", message: "To continue later" },
          lines: [
            /*i18n*/ {
              id: "mail.quotationCreated.retrieve",
              message:
                "Give {partner} the reference {quotationNo} with the mobile number and the e-mail address the application was started with: they retrieve it in the partner portal (Quotation Retrieval) and continue where it was left.",
              values: { partner: partner.name, quotationNo },
            },
            /*i18n*/ {
              id: "mail.quotationCreated.nothingCharged",
              message: "Nothing is charged until you pay the premium.",
            },
          ],
        },
      ],
      contact: partnerContact(partner),
    },
  };
}

/** "Your H+ health insurance quotation Q-…": the subject of the mail that starts it and of the one that sends it. */
export const quotationSubject = (product: Words, quotationNo: string): Words => ({
  ...QUOTATION_SUBJECT,
  values: { product, quotationNo },
});
