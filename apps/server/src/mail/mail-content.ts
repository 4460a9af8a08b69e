import type { Language } from "@pp/domain";

/**
 * What an e-mail says, as data: every mail the portal sends is one of these, rendered twice from the same content —
 * HTML with the insurer's name and logo (mail-html.tsx) and the plain-text alternative (mail-text.ts) — so the two
 * parts can never say different things; each part holds the mail in English and in Arabic (mail-language.ts).
 */
export type MailContent = {
  /** The recipient's language, when known (a customer's choice on their quotation): their version comes first. */
  language?: Language;
  /** The line mail apps show after the subject, before the mail is opened. */
  preview: string;
  /** "Dear Ahmed Khan," */
  greeting: string;
  /** What happened and what it means, before the action. */
  intro: string[];
  /** Facts the reader may look for: amount due, policy number, dates. */
  facts?: { label: string; value: string }[];
  /** Short parts under a heading of their own ("What happens next"), after the facts. */
  sections?: { heading: string; lines: string[] }[];
  /** The one thing to do; its URL is absolute. */
  action?: { label: string; url: string };
  /** After the action: how long the link works, what to do if it does not. */
  outro?: string[];
  /** Who to ask: the partner who sells the policy, or the insurer's customer care. */
  contact?: { heading: string; lines: string[] };
};
