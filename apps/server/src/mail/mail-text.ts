import type { MailContent, MailText } from "./mail-content";
import { type MailVersion, mailVersions } from "./mail-language";

function versionText({ subject, content }: MailVersion, withSubject: boolean): string {
  const blocks: string[] = [...(withSubject ? [subject] : []), content.greeting, ...content.intro];
  if (content.facts?.length) blocks.push(content.facts.map((fact) => `${fact.label}: ${fact.value}`).join("\n"));
  for (const section of content.sections ?? []) blocks.push([section.heading, ...section.lines].join("\n"));
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.outro ?? []));
  if (content.contact) blocks.push([content.contact.heading, ...content.contact.lines].join("\n"));
  return blocks.join("\n\n");
}

/**
 * The plain-text part as the outbox stores it: the recipient's language, then the other under a rule, headed by its
 * own subject; the action's URL on its own line so any mail app makes it a link. The sender's name (the insurer's)
 * is added when the mail is sent, with the HTML part.
 */
export const mailText = (subject: MailText, content: MailContent) => versionsText(mailVersions(subject, content));

/** The plain-text part of a mail already rendered in both languages. */
export function versionsText([first, second]: readonly [MailVersion, MailVersion]): string {
  return `${versionText(first, false)}\n\n${"—".repeat(24)}\n\n${versionText(second, true)}`;
}
