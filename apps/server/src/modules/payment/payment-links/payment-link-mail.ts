import { formatAed } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Quotation } from "../../quotation";

/** The sponsor's link to pay a finalized quotation by card; the link's secret is cut out of the stored mail once sent. */
export function paymentLinkMail(input: {
  key: string;
  quotation: Quotation;
  partner: { name: string; email: string };
  totalFils: number;
  /** How long the link works. */
  days: number;
  link: string;
  token: string;
}): OutgoingMail {
  const { quotation: q, days } = input;
  const { quotationNo } = q;
  return {
    key: input.key,
    to: q.sponsorEmail,
    subject: /*i18n*/ {
      id: "mail.paymentLink.subject",
      message: "Pay for your health insurance ({quotationNo})",
      values: { quotationNo },
    },
    content: {
      preview: /*i18n*/ {
        id: "mail.paymentLink.preview",
        message: "{amount} due for {quotationNo}: pay by card within {days, plural, one {# day} other {# days}}.",
        values: { amount: formatAed(input.totalFils), quotationNo, days },
      },
      greeting: dear(q.sponsorName),
      intro: [
        /*i18n*/ {
          id: "mail.paymentLink.prepared",
          message: "{partner} has prepared your health insurance application {quotationNo}.",
          values: { partner: input.partner.name, quotationNo },
        },
      ],
      facts: [
        { label: /*i18n*/ { id: "mail.paymentLink.application", message: "Application" }, value: quotationNo },
        {
          label: /*i18n*/ { id: "mail.paymentLink.amountDue", message: "Amount due (including 5% VAT)" },
          value: formatAed(input.totalFils),
        },
      ],
      action: {
        label: /*i18n*/ { id: "mail.paymentLink.action", message: "Review and pay by card" },
        url: input.link,
      },
      outro: [
        /*i18n*/ {
          id: "mail.paymentLink.validity",
          message:
            "The link works for {days, plural, one {# day} other {# days}}. Do not share it: anyone with it can see the application.",
          values: { days },
        },
      ],
      contact: partnerContact(input.partner),
    },
    secrets: [input.token],
  };
}
