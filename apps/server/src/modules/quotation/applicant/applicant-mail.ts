import { APPLICANT_LINK_VALID_DAYS, formatDisplayDate } from "@pp/domain";
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
  return {
    key: `applicant-link:${opts.linkId}`,
    to: quotation.sponsorEmail,
    subject: `Please review and sign your health declaration for ${quotation.quotationNo}`,
    content: {
      preview: `Check the members and answer the medical questions for ${quotation.quotationNo}.`,
      greeting: `Dear ${quotation.sponsorName},`,
      intro: [
        `${partner.name} is preparing your H+ health insurance application ${quotation.quotationNo}. Please open the link below, check the members and answer the medical questions for each of them, then sign the declaration with your name.`,
      ],
      action: { label: "Review and sign your declaration", url: opts.url },
      outro: [
        `The link works until ${formatDisplayDate(opts.expiresAt)} (${APPLICANT_LINK_VALID_DAYS} days). Do not share it: anyone with it can see the application.`,
      ],
      contact: partnerContact(partner),
    },
    secrets: [opts.url],
  };
}
