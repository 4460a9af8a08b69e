import { asJourneyProduct, PRODUCT_PLAN_NAMES } from "@pp/domain";
import type { OutgoingMail } from "../../mail/outbox";
import type { Quotation } from "./quotation-repository";

/** SendQuoteCreationMail of the legacy client, sent from the outbox instead of fire-and-forget. */
export function quotationCreatedMail(q: Quotation, partnerName: string): OutgoingMail {
  const names = PRODUCT_PLAN_NAMES[asJourneyProduct(q.product)];
  return {
    key: `quotation-created:${q.id}`,
    to: q.sponsorEmail,
    subject: `Your ${names.mail} quotation ${q.quotationNo}`,
    text: [
      `Dear ${q.sponsorName},`,
      "",
      `${partnerName} has started a ${names.mail} application for you.`,
      `Your quotation reference is ${q.quotationNo}.`,
      "",
      "Keep this reference: with it, your contact number and this e-mail address your application can be",
      "retrieved and completed later.",
      "",
      "Partner Portal",
    ].join("\n"),
  };
}
