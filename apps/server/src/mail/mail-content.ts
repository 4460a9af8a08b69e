import type { Language, Words } from "@pp/domain";

/**
 * A text of a mail: words of the catalogs (decision 065), rendered in each language, or data that reads the same in
 * both (a name, an amount, an address).
 */
export type MailText = Words | string;

/**
 * What an e-mail says, as data: every mail the portal sends is one of these, rendered twice from the same content —
 * HTML with the insurer's name and logo (mail-html.tsx) and the plain-text alternative (mail-text.ts) — so the two
 * parts can never say different things; each part holds the mail in English and in Arabic (mail-language.ts). A
 * version in one language is the same shape with its texts rendered.
 */
export type MailContent<Text = MailText> = {
  /** The recipient's language, when known (a customer's choice on their quotation): their version comes first. */
  language?: Language;
  /** The line mail apps show after the subject, before the mail is opened. */
  preview: Text;
  /** "Dear Ahmed Khan," */
  greeting: Text;
  /** What happened and what it means, before the action. */
  intro: Text[];
  /** Facts the reader may look for: amount due, policy number, dates. */
  facts?: { label: Text; value: Text }[];
  /** Short parts under a heading of their own ("What happens next"), after the facts. */
  sections?: { heading: Text; lines: Text[] }[];
  /** The one thing to do; its URL is absolute. */
  action?: { label: Text; url: string };
  /** After the action: how long the link works, what to do if it does not. */
  outro?: Text[];
  /** Who to ask: the partner who sells the policy, or the insurer's customer care; its lines are a name and an address. */
  contact?: { heading: Text; lines: string[] };
};
