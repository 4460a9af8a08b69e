import { INVITATION_KINDS, INVITATION_VALID_DAYS, type InvitationKind, PRODUCT_LABELS } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";

type MailInput = {
  key: string;
  kind: InvitationKind;
  partnerName: string;
  partnerEmail: string;
  recipientName: string;
  recipientEmail: string;
  reference: string | null;
  link: string;
  /** The link's secret: cut out of the stored mail once it is sent. */
  token: string;
};

/** What the customer is asked to do, by what the invitation leads to. */
function request(kind: InvitationKind, reference: string | null): { subject: string; line: string; action: string } {
  const { product, target } = INVITATION_KINDS[kind];
  const label = PRODUCT_LABELS[product];
  switch (target) {
    case "quotation":
      return {
        subject: `Pay for your ${label} health insurance (${reference})`,
        line: `has prepared your ${label} health insurance application ${reference}. Review and pay it by card`,
        action: "Review and pay",
      };
    case "policy":
    case "site_policy":
      return {
        subject: `Renew your ${label} health insurance (${reference})`,
        line: `invites you to renew your ${label} health insurance policy ${reference}. Check your details and renew`,
        action: "Renew your policy",
      };
    case "site":
      return {
        subject: `Your ${label} plan application`,
        line: `invites you to apply for a ${label} plan. Complete your application`,
        action: "Complete your application",
      };
  }
}

/** The invitation e-mail; a resend carries a new link under a new key. */
export function invitationMail(m: MailInput): OutgoingMail {
  const { subject, line, action } = request(m.kind, m.reference);
  return {
    key: m.key,
    to: m.recipientEmail,
    subject,
    content: {
      preview: `${m.partnerName} ${line} within ${INVITATION_VALID_DAYS} days.`,
      greeting: `Dear ${m.recipientName},`,
      intro: [`${m.partnerName} ${line} within ${INVITATION_VALID_DAYS} days.`],
      action: { label: action, url: m.link },
      outro: ["If the link has expired, ask your insurance partner to send a new one."],
      contact: partnerContact({ name: m.partnerName, email: m.partnerEmail }),
    },
    secrets: [m.token],
  };
}
