import type { Language } from "@pp/domain";
import { translate } from "../i18n/translate";
import type { MailContent, MailText } from "./mail-content";

/** A mail in one language, with the subject it shows as its heading: every text rendered. */
export type MailVersion = { language: Language; subject: string; content: MailContent<string> };

/** Words through the language's catalog; data as it is. */
const render = (language: Language, text: MailText) => (typeof text === "string" ? text : translate(language, text));

function inLanguage(language: Language, subject: MailText, c: MailContent): MailVersion {
  const say = (text: MailText) => render(language, text);
  return {
    language,
    subject: say(subject),
    content: {
      preview: say(c.preview),
      greeting: say(c.greeting),
      intro: c.intro.map(say),
      ...(c.facts ? { facts: c.facts.map((f) => ({ label: say(f.label), value: say(f.value) })) } : {}),
      ...(c.sections
        ? { sections: c.sections.map((s) => ({ heading: say(s.heading), lines: s.lines.map(say) })) }
        : {}),
      ...(c.action ? { action: { label: say(c.action.label), url: c.action.url } } : {}),
      ...(c.outro ? { outro: c.outro.map(say) } : {}),
      ...(c.contact ? { contact: { heading: say(c.contact.heading), lines: c.contact.lines } } : {}),
    },
  };
}

/**
 * Every mail goes out in both languages: the recipient's first (Arabic when they chose it), the other below, so a
 * mail forwarded to someone else can still be read.
 */
export function mailVersions(subject: MailText, content: MailContent): [MailVersion, MailVersion] {
  const english = inLanguage("en", subject, content);
  const arabic = inLanguage("ar", subject, content);
  return content.language === "ar" ? [arabic, english] : [english, arabic];
}

const ISOLATED = /\u2068[^\u2069]*\u2069/g;
/** Names that stay in Latin letters in Arabic: the products called H+ and PA. */
const LATIN_NAMES = /H\+|\bPA\b/g;

/**
 * The texts of a mail's Arabic version that were left in English: Latin letters outside the values filled in (a
 * text given as data where words were meant). The mail tests run every mail they send through it.
 */
function untranslatedVersionTexts({ subject, content: c }: MailVersion): string[] {
  const texts = [subject, c.preview, c.greeting, ...c.intro, ...(c.outro ?? [])];
  texts.push(...(c.facts ?? []).map((f) => f.label), ...(c.action ? [c.action.label] : []));
  for (const section of c.sections ?? []) texts.push(section.heading, ...section.lines);
  if (c.contact) texts.push(c.contact.heading);
  return texts.filter((text) => /[A-Za-z]/.test(text.replace(ISOLATED, "").replace(LATIN_NAMES, "")));
}

/** The same, for a mail as a builder returns it or as the outbox keeps it (its versions rendered when queued). */
export function untranslatedMailTexts(subject: MailText, content: MailContent | { versions: MailVersion[] }) {
  const arabic =
    "versions" in content
      ? content.versions.find((version) => version.language === "ar")!
      : inLanguage("ar", subject, content);
  return untranslatedVersionTexts(arabic);
}
