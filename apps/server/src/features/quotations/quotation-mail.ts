import { asJourneyProduct, PRODUCT_PLAN_NAMES } from "@pp/domain";
import type { OutgoingMail } from "../../mail/outbox";
import { partnerContact } from "../../mail/partner-contact";
import type { Quotation } from "./quotation-repository";

/** SendQuoteCreationMail of the legacy client, sent from the outbox instead of fire-and-forget. */
export function quotationCreatedMail(q: Quotation, partner: { name: string; email: string }): OutgoingMail {
  const names = PRODUCT_PLAN_NAMES[asJourneyProduct(q.product)];
  return {
    key: `quotation-created:${q.id}`,
    to: q.sponsorEmail,
    subject: `Your ${names.mail} quotation ${q.quotationNo}`,
    content: {
      language: q.language,
      preview: `Your ${names.mail} quotation reference is ${q.quotationNo}.`,
      greeting: `Dear ${q.sponsorName},`,
      intro: [`${partner.name} has started a ${names.mail} application for you.`],
      facts: [{ label: "Quotation reference", value: q.quotationNo }],
      action: {
        label: `Contact ${partner.name} about ${q.quotationNo}`,
        url: `mailto:${partner.email}?subject=${encodeURIComponent(`Quotation ${q.quotationNo}`)}`,
      },
      outro: [
        "Keep this reference: with it, your contact number and this e-mail address your application can be retrieved and completed later.",
      ],
      contact: partnerContact(partner),
    },
  };
}
