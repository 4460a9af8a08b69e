import { formatAed, formatDisplayDate, type Words } from "@pp/domain";
import { dear, POLICY_NUMBER } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Policy } from "./renewal-repository";

type ReminderInput = {
  key: string;
  policy: Policy;
  daysLeft: number;
  /** The renewal's total for the members on the policy, with VAT, at their ages on the new start date. */
  amountDueFils: number;
  /** The secret link that opens this policy's renewal search. */
  link: string;
  token: string;
  partner: { name: string; email: string } | undefined;
};

const SUBJECT: Words = /*i18n*/ {
  id: "mail.renewalReminder.subject",
  message: "Your health insurance policy {policyNo} expires on {date}",
};

/** "Your health insurance policy BP-… expires on 30/11/2027": the reminder's subject. */
export const renewalReminderSubject = (policyNo: string, date: string): Words => ({
  ...SUBJECT,
  values: { policyNo, date },
});

/** The reminder a sponsor gets 30, 15 and 7 days before the policy ends: what is due, and one link to renew. */
export function renewalReminderMail(m: ReminderInput): OutgoingMail {
  const { policy } = m;
  const ends = formatDisplayDate(policy.endDate);
  const { policyNo } = policy;
  const amount = formatAed(m.amountDueFils);
  return {
    key: m.key,
    to: policy.sponsorEmail,
    subject: renewalReminderSubject(policyNo, ends),
    content: {
      preview: /*i18n*/ {
        id: "mail.renewalReminder.preview",
        message: "Renew policy {policyNo} before {date}: {amount} for a year's cover.",
        values: { policyNo, date: ends, amount },
      },
      greeting: dear(policy.sponsorName),
      intro: [
        /*i18n*/ {
          id: "mail.renewalReminder.expires",
          message:
            "Your policy {policyNo} expires on {date}, in {days, plural, one {# day} other {# days}}. Renew it online in a few minutes: the link below opens your policy's renewal, and you confirm it with the insured member's date of birth.",
          values: { policyNo, date: ends, days: m.daysLeft },
        },
      ],
      facts: [
        { label: POLICY_NUMBER, value: policyNo },
        { label: /*i18n*/ { id: "mail.renewalReminder.expiresOn", message: "Expires on" }, value: ends },
        {
          label: /*i18n*/ { id: "mail.renewalReminder.amountDue", message: "Amount due to renew (including VAT)" },
          value: amount,
        },
      ],
      action: { label: /*i18n*/ { id: "mail.renewalReminder.action", message: "Renew your policy" }, url: m.link },
      outro: [
        /*i18n*/ {
          id: "mail.renewalReminder.amountFor",
          message:
            "The amount is for the members on your policy today, at their ages when the new cover starts; you can remove members before paying.",
        },
        /*i18n*/ {
          id: "mail.renewalReminder.doNotShare",
          message: "Do not share the link: it opens your policy's renewal (the date of birth is still asked).",
        },
      ],
      ...(m.partner ? { contact: partnerContact(m.partner) } : {}),
    },
    secrets: [m.token],
  };
}
