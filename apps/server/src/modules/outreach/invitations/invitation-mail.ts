import {
  INVITATION_KINDS,
  INVITATION_VALID_DAYS,
  type InvitationKind,
  PRODUCT_NAME_WORDS,
  type Words,
} from "@pp/domain";
import { dear } from "../../../mail/mail-words";
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
function request(kind: InvitationKind, partner: string, reference: string | null) {
  const { product: productKey, target } = INVITATION_KINDS[kind];
  const product = PRODUCT_NAME_WORDS[productKey];
  const values = { partner, product, reference: reference ?? "", days: INVITATION_VALID_DAYS };
  switch (target) {
    case "quotation":
      return {
        subject: /*i18n*/ {
          id: "mail.invitation.pay.subject",
          message: "Pay for your {product} health insurance ({reference})",
          values,
        },
        line: /*i18n*/ {
          id: "mail.invitation.pay.line",
          message:
            "{partner} has prepared your {product} health insurance application {reference}. Review and pay it by card within {days, plural, one {# day} other {# days}}.",
          values,
        },
        action: /*i18n*/ { id: "mail.invitation.pay.action", message: "Review and pay" },
      };
    case "policy":
    case "site_policy":
      return {
        subject: /*i18n*/ {
          id: "mail.invitation.renew.subject",
          message: "Renew your {product} health insurance ({reference})",
          values,
        },
        line: /*i18n*/ {
          id: "mail.invitation.renew.line",
          message:
            "{partner} invites you to renew your {product} health insurance policy {reference}. Check your details and renew within {days, plural, one {# day} other {# days}}.",
          values,
        },
        action: /*i18n*/ { id: "mail.invitation.renew.action", message: "Renew your policy" },
      };
    case "site":
      return {
        subject: /*i18n*/ { id: "mail.invitation.apply.subject", message: "Your {product} plan application", values },
        line: /*i18n*/ {
          id: "mail.invitation.apply.line",
          message:
            "{partner} invites you to apply for a {product} plan. Complete your application within {days, plural, one {# day} other {# days}}.",
          values,
        },
        action: /*i18n*/ { id: "mail.invitation.apply.action", message: "Complete your application" },
      };
  }
}

/** The invitation e-mail; a resend carries a new link under a new key. */
export function invitationMail(m: MailInput): OutgoingMail {
  const { subject, line, action }: { subject: Words; line: Words; action: Words } = request(
    m.kind,
    m.partnerName,
    m.reference,
  );
  return {
    key: m.key,
    to: m.recipientEmail,
    subject,
    content: {
      preview: line,
      greeting: dear(m.recipientName),
      intro: [line],
      action: { label: action, url: m.link },
      outro: [
        /*i18n*/ {
          id: "mail.invitation.expired",
          message: "If the link has expired, ask your insurance partner to send a new one.",
        },
      ],
      contact: partnerContact({ name: m.partnerName, email: m.partnerEmail }),
    },
    secrets: [m.token],
  };
}
