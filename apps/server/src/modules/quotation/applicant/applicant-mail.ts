import { APPLICANT_LINK_VALID_DAYS, formatDisplayDate } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Partner } from "../../identity";
import type { Quotation } from "../quotations/quotation-repository";

/** The applicant's link to review, complete and sign their medical declaration; the link is a secret, removed once sent. */
export function applicantLinkMail(opts: {
  partner: Partner;
  quotation: Quotation;
  linkId: number;
  url: string;
  expiresAt: Date;
}): OutgoingMail {
  const { partner, quotation } = opts;
  const { quotationNo } = quotation;
  return {
    key: `applicant-link:${opts.linkId}`,
    to: quotation.sponsorEmail,
    subject: /*i18n*/ {
      id: "mail.applicantLink.subject",
      message: "Please review and sign your health declaration for {quotationNo}",
      values: { quotationNo },
    },
    content: {
      preview: /*i18n*/ {
        id: "mail.applicantLink.preview",
        message: "Check the members and answer the medical questions for {quotationNo}.",
        values: { quotationNo },
      },
      greeting: dear(quotation.sponsorName),
      intro: [
        /*i18n*/ {
          id: "mail.applicantLink.what",
          message:
            "{partner} is preparing your H+ health insurance application {quotationNo}. Please open the link below, check the members and answer the medical questions for each of them, then sign the declaration with your name.",
          values: { partner: partner.name, quotationNo },
        },
      ],
      action: {
        label: /*i18n*/ { id: "mail.applicantLink.action", message: "Review and sign your declaration" },
        url: opts.url,
      },
      outro: [
        /*i18n*/ {
          id: "mail.applicantLink.validity",
          message:
            "The link works until {date} ({days, plural, one {# day} other {# days}}). Do not share it: anyone with it can see the application.",
          values: { date: formatDisplayDate(opts.expiresAt), days: APPLICANT_LINK_VALID_DAYS },
        },
      ],
      contact: partnerContact(partner),
    },
    secrets: [opts.url],
  };
}
