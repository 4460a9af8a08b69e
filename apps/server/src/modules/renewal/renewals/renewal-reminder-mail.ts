import { formatAed, formatDisplayDate } from "@pp/domain";
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

/** The reminder a sponsor gets 30, 15 and 7 days before the policy ends: what is due, and one link to renew. */
export function renewalReminderMail(m: ReminderInput): OutgoingMail {
  const { policy } = m;
  const ends = formatDisplayDate(policy.endDate);
  return {
    key: m.key,
    to: policy.sponsorEmail,
    subject: `Your health insurance policy ${policy.policyNo} expires on ${ends}`,
    content: {
      preview: `Renew policy ${policy.policyNo} before ${ends}: ${formatAed(m.amountDueFils)} for a year's cover.`,
      greeting: `Dear ${policy.sponsorName},`,
      intro: [
        `Your policy ${policy.policyNo} expires on ${ends}, in ${m.daysLeft} days. Renew it online in a few minutes: the link below opens your policy's renewal, and you confirm it with the insured member's date of birth.`,
      ],
      facts: [
        { label: "Policy number", value: policy.policyNo },
        { label: "Expires on", value: ends },
        { label: "Amount due to renew (including VAT)", value: formatAed(m.amountDueFils) },
      ],
      action: { label: "Renew your policy", url: m.link },
      outro: [
        "The amount is for the members on your policy today, at their ages when the new cover starts; you can remove members before paying.",
        "Do not share the link: it opens your policy's renewal (the date of birth is still asked).",
      ],
      ...(m.partner ? { contact: partnerContact(m.partner) } : {}),
    },
    secrets: [m.token],
  };
}
