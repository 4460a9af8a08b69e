import { createLocalizer, DOMAIN_MESSAGES_AR, type Language } from "@pp/domain";
import { SERVER_MESSAGES_AR } from "../i18n/messages.ar";
import type { MailContent } from "./mail-content";
import { MAIL_MESSAGES_AR } from "./messages.ar";

/** The mails' own sentences first: their patterns are matched before the domain's and the server's. */
const toArabic = createLocalizer(
  { ...MAIL_MESSAGES_AR, ...DOMAIN_MESSAGES_AR, ...SERVER_MESSAGES_AR },
  { isolateValues: true },
);

/** A mail in one language, with the subject it shows as its heading. */
export type MailVersion = { language: Language; subject: string; content: MailContent };

function inArabic(subject: string, c: MailContent): MailVersion {
  return {
    language: "ar",
    subject: toArabic(subject),
    content: {
      preview: toArabic(c.preview),
      greeting: toArabic(c.greeting),
      intro: c.intro.map(toArabic),
      // A fact's value is data (a number, a date, an amount): only a value made of words is translated.
      ...(c.facts ? { facts: c.facts.map((f) => ({ label: toArabic(f.label), value: toArabic(f.value) })) } : {}),
      ...(c.sections
        ? { sections: c.sections.map((s) => ({ heading: toArabic(s.heading), lines: s.lines.map(toArabic) })) }
        : {}),
      ...(c.action ? { action: { label: toArabic(c.action.label), url: c.action.url } } : {}),
      ...(c.outro ? { outro: c.outro.map(toArabic) } : {}),
      // A contact's lines are a name and an address.
      ...(c.contact ? { contact: { heading: toArabic(c.contact.heading), lines: c.contact.lines } } : {}),
    },
  };
}

/**
 * Every mail goes out in both languages: the recipient's first (Arabic when they chose it), the other below, so a
 * mail forwarded to someone else can still be read.
 */
export function mailVersions(subject: string, content: MailContent): [MailVersion, MailVersion] {
  const english: MailVersion = { language: "en", subject, content };
  const arabic = inArabic(subject, content);
  return content.language === "ar" ? [arabic, english] : [english, arabic];
}

/**
 * The Subject header: the recipient's language's (a renewal reminder to a customer who chose Arabic is titled in
 * Arabic, its policy number and date isolated), English when the recipient's language is not known.
 */
export const mailSubject = (subject: string, content: MailContent) =>
  content.language === "ar" ? toArabic(subject) : subject;

/** A text of the mail for the shared frame (the button's fallback, the footer), in a version's language. */
export const frameText = (language: Language, text: string) => (language === "ar" ? toArabic(text) : text);

const ISOLATED = /\u2068[^\u2069]*\u2069/g;
/** Names that stay in Latin letters in Arabic: the products called H+ and PA. */
const LATIN_NAMES = /H\+|\bPA\b/g;

/**
 * The Arabic texts of a mail that were left in English: Latin letters outside the values filled in. The mail tests
 * run every mail they send through it.
 */
export function untranslatedMailTexts(subject: string, content: MailContent): string[] {
  const { subject: heading, content: c } = inArabic(subject, content);
  const texts = [heading, c.preview, c.greeting, ...c.intro, ...(c.outro ?? [])];
  texts.push(...(c.facts ?? []).map((f) => f.label), ...(c.action ? [c.action.label] : []));
  for (const section of c.sections ?? []) texts.push(section.heading, ...section.lines);
  if (c.contact) texts.push(c.contact.heading);
  return texts.filter((text) => /[A-Za-z]/.test(text.replace(ISOLATED, "").replace(LATIN_NAMES, "")));
}
