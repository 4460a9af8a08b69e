import arabicCountries from "i18n-iso-countries/langs/ar.json" with { type: "json" };
import englishCountries from "i18n-iso-countries/langs/en.json" with { type: "json" };
import type { Language } from "./i18n/language";
import { say } from "./i18n/say";

/**
 * The country names come from i18n-iso-countries, a maintained package that follows ISO 3166-1 and carries each name
 * in English and Arabic; a code with several English names takes its first (the usual short name). Kosovo's XK is a
 * user-assigned code, not an ISO one, and is not offered.
 */
type Names = Record<string, string | readonly string[]>;
const firstName = (name: string | readonly string[]) => (typeof name === "string" ? name : (name[0] ?? ""));
const ENGLISH: Names = englishCountries.countries;
const ARABIC: Names = arabicCountries.countries;
const NOT_ISO = new Set(["XK"]);

/** ISO 3166-1 alpha-2 codes (all 249 assigned) with their English and Arabic names, in code order. */
export const NATIONALITIES: readonly { code: string; name: string; nameAr: string }[] = Object.keys(ENGLISH)
  .filter((code) => !NOT_ISO.has(code))
  .sort()
  .map((code) => ({ code, name: firstName(ENGLISH[code]!), nameAr: firstName(ARABIC[code] ?? ENGLISH[code]!) }));
export type NationalityCode = string;

const BY_CODE: ReadonlyMap<string, (typeof NATIONALITIES)[number]> = new Map(NATIONALITIES.map((n) => [n.code, n]));

export function isNationalityCode(value: unknown): value is NationalityCode {
  return typeof value === "string" && BY_CODE.has(value);
}

export function nationalityName(code: string, language: Language = "en"): string | undefined {
  const nationality = BY_CODE.get(code);
  return language === "ar" ? nationality?.nameAr : nationality?.name;
}

/** The nationalities partners enter most, by the size of each community among UAE residents (UAE nationals third). */
export const COMMON_UAE_NATIONALITIES: readonly NationalityCode[] = ["IN", "PK", "AE", "BD", "PH", "EG", "NP", "LK"];

/**
 * The nationality list as a form offers it: the common ones first, then every other one by name, each once, with the
 * group it belongs to.
 */
export function nationalityOptions(
  language: Language,
): readonly { code: NationalityCode; name: string; group: string }[] {
  const name = (code: string) => nationalityName(code, language) ?? code;
  // One collator for the whole sort: `localeCompare` with a locale looks the locale up again at every comparison.
  const byName = new Intl.Collator(language).compare;
  return [
    ...COMMON_UAE_NATIONALITIES.map((code) => ({
      code,
      name: name(code),
      group: say(/*i18n*/ { id: "nationalities.mostCommonInTheUae", message: "Most common in the UAE" }),
    })),
    ...NATIONALITIES.filter((n) => !COMMON_UAE_NATIONALITIES.includes(n.code))
      .map((n) => ({
        code: n.code,
        name: name(n.code),
        group: say(/*i18n*/ { id: "nationalities.allNationalities", message: "All nationalities" }),
      }))
      .sort((a, b) => byName(a.name, b.name)),
  ];
}
