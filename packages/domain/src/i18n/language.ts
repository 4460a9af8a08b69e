// No zod here: the first page of every visit reads the language (the page's `lang`, the switch) before anything else,
// and a module's top-level schema would bring zod's core into that first load. The schemas are in language-schema.ts.

/** The portal's languages: English (the spec's texts, word for word) and Arabic, the UAE's official language. */
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ar: "العربية" };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const directionOf = (language: Language): "ltr" | "rtl" => (language === "ar" ? "rtl" : "ltr");

/**
 * The cookie holding a visitor's chosen language, so the first HTML of the next page is already in it (lang and dir)
 * and links the browser follows itself (a PDF, a link from an e-mail) are answered in it. Readable by the page, which
 * sets it; it holds nothing personal.
 */
export const LANGUAGE_COOKIE = "pp_lang";
/** How long a browser keeps the visitor\'s language choice: a year, renewed with each switch. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The first supported language of an Accept-Language header, by quality ("ar-AE,en;q=0.8" → "ar"); undefined when
 * none is supported or the header is junk.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header || header.length > 500) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}
