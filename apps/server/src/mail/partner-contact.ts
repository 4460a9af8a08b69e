import type { MailContent } from "./mail-content";

/** "Your insurance partner": who sold the policy, the first person a customer asks. */
export function partnerContact(partner: { name: string; email: string }): NonNullable<MailContent["contact"]> {
  return { heading: "Your insurance partner", lines: [partner.name, partner.email] };
}
