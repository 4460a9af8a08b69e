import { useText } from "../../i18n/use-text";

/**
 * The locale React Aria's widgets work in (their own words, sorting and filtering, dates): British English, or Arabic
 * as in the UAE with the Gregorian calendar and Latin digits forced (an Arabic locale alone may bring another calendar
 * or Arabic-Indic digits; UAE documents write 0-9), month and day names from `Intl`.
 */
const ARIA_LOCALES = { en: "en-GB", ar: "ar-AE-u-ca-gregory-nu-latn" } as const;

/** The active language's React Aria locale, for an `I18nProvider` around a kit widget. */
export function useAriaLocale(): (typeof ARIA_LOCALES)[keyof typeof ARIA_LOCALES] {
  const { language } = useText();
  return ARIA_LOCALES[language];
}
