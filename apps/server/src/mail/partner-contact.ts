import type { Words } from "@pp/domain";
import type { MailContent } from "./mail-content";

const YOUR_PARTNER: Words = /*i18n*/ { id: "mail.contact.partner", message: "Your insurance partner" };

/** "Your insurance partner": who sold the policy, the first person a customer asks. */
export function partnerContact(partner: { name: string; email: string }): NonNullable<MailContent["contact"]> {
  return { heading: YOUR_PARTNER, lines: [partner.name, partner.email] };
}
