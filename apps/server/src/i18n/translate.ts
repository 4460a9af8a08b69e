import { type I18n, setupI18n } from "@lingui/core";
import { isolate, isWords, type Language, type Words, type WordsValue } from "@pp/domain";
import { messages as domainAr } from "@pp/domain/i18n/locales/ar";
import { messages as domainEn } from "@pp/domain/i18n/locales/en";
import { messages as domainSignInAr } from "@pp/domain/i18n/locales/sign-in/ar";
import { messages as domainSignInEn } from "@pp/domain/i18n/locales/sign-in/en";
import { messages as domainTeamAr } from "@pp/domain/i18n/locales/team/ar";
import { messages as domainTeamEn } from "@pp/domain/i18n/locales/team/en";
import { messages as serverAr } from "./locales/ar";
import { messages as serverEn } from "./locales/en";

/**
 * The compiled catalogs (decision 065), one Lingui instance a language: the domain's (its messages and labels, which
 * the web shows too, in three catalogs) and the server's own texts. Numbers keep Latin digits in Arabic, as the portal's
 * amounts and dates do.
 */
const I18N: Record<Language, I18n> = {
  en: setupI18n({ locale: "en", messages: { en: { ...domainSignInEn, ...domainTeamEn, ...domainEn, ...serverEn } } }),
  ar: setupI18n({
    locale: "ar",
    locales: ["ar-u-nu-latn"],
    messages: { ar: { ...domainSignInAr, ...domainTeamAr, ...domainAr, ...serverAr } },
  }),
};

/**
 * A value as the message shows it: words translated in the same language; in Arabic, a text value (a policy number,
 * a name, a date) isolated so that it keeps its own direction, in one piece. A number stays a number: a plural
 * chooses its words by it, and digits read left to right inside Arabic on their own.
 */
function shown(language: Language, value: WordsValue): string | number {
  if (isWords(value)) return translate(language, value);
  return language === "ar" && typeof value === "string" ? isolate(value) : value;
}

/** Words in a language: its catalog's message filled with the values. */
export function translate(language: Language, words: Words): string {
  const values = Object.fromEntries(Object.entries(words.values ?? {}).map(([name, v]) => [name, shown(language, v)]));
  return I18N[language]._(words.id, values);
}
