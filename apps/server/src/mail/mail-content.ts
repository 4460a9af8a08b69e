/**
 * What an e-mail says, as data: every mail the portal sends is one of these, rendered twice from the same content —
 * HTML with the insurer's name and logo (mail-html.tsx) and the plain-text alternative (mailText) — so the two
 * parts can never say different things.
 */
export type MailContent = {
  /** The line mail apps show after the subject, before the mail is opened. */
  preview: string;
  /** "Dear Ahmed Khan," */
  greeting: string;
  /** What happened and what it means, before the action. */
  intro: string[];
  /** Facts the reader may look for: amount due, policy number, dates. */
  facts?: { label: string; value: string }[];
  /** The one thing to do; its URL is absolute. */
  action?: { label: string; url: string };
  /** After the action: how long the link works, what to do if it does not. */
  outro?: string[];
  /** Who to ask: the partner who sells the policy, or the insurer's customer care. */
  contact?: { heading: string; lines: string[] };
};

/**
 * The plain-text part as the outbox stores it: the same content, the action's URL on its own line so any mail app makes
 * it a link. The sender's name (the insurer's) is added when the mail is sent, with the HTML part.
 */
export function mailText(content: MailContent): string {
  const blocks: string[] = [content.greeting, ...content.intro];
  if (content.facts?.length) blocks.push(content.facts.map((fact) => `${fact.label}: ${fact.value}`).join("\n"));
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.outro ?? []));
  if (content.contact) blocks.push([content.contact.heading, ...content.contact.lines].join("\n"));
  return blocks.join("\n\n");
}
