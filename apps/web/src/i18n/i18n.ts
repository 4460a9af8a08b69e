import { setupI18n } from "@lingui/core";
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from "@pp/domain";
import { compileMessage } from "./compile-message";

/**
 * The web app's texts go through Lingui. English is the source: a text's English words are its id, so the English
 * screens need no catalog at all and keep the spec's wording exactly; Arabic loads with its catalog only when chosen.
 */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });
i18n.setMessagesCompiler(compileMessage);

type Localize = (message: string) => string;
/** Messages the domain wrote (a form's own validation) and constants marked with `msg`, in the active language. */
let localizeDomain: Localize = (message) => message;

type Preparer = () => Promise<void>;
const preparers = new Map<Language, Preparer[]>();

/**
 * Something a language needs before a page shows in it (MUI's right-to-left styles for Arabic), loaded with the
 * language's catalog when the visitor switches to it. A module registers it when it loads (and loads it itself if it
 * is needed sooner).
 */
export function prepareLanguage(language: Language, prepare: Preparer) {
  preparers.set(language, [...(preparers.get(language) ?? []), prepare]);
}

/** The language the server marked the page in (the visitor's choice, else their browser's). */
export function pageLanguage(): Language {
  const marked = document.documentElement.lang;
  return isLanguage(marked) ? marked : DEFAULT_LANGUAGE;
}

/**
 * Loads `language`'s texts (Arabic's catalog and font the first time), then switches the page to it; English when
 * Arabic's chunk cannot be loaded. Returns the language the page is in now.
 */
export async function activateLanguage(language: Language): Promise<Language> {
  if (language === "ar") {
    const [arabic] = await Promise.all([
      import("./arabic").catch(() => undefined),
      ...(preparers.get("ar") ?? []).map((prepare) => prepare().catch(() => undefined)),
    ]);
    // Offline, or a deploy replaced the chunk: the page stays usable in English rather than half switched.
    if (!arabic) return activateLanguage("en");
    i18n.load("ar", arabic.UI_MESSAGES_AR);
    localizeDomain = arabic.localizeDomainMessage;
  } else {
    localizeDomain = (message) => message;
  }
  i18n.activate(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  return language;
}

/**
 * Any message in the active language: a text of the app's (a constant marked with `msg`), else one the domain wrote.
 * What the server sent is already in the request's language and comes back as it is.
 */
export function translateMessage(message: string): string {
  if (i18n.locale !== "ar") return message;
  return i18n.messages[message] !== undefined ? i18n._(message) : localizeDomain(message);
}

/**
 * Marks an English text kept in a constant (a message shown later, a label in a table) so the catalog test finds it;
 * it is translated where it is shown, with `translateMessage` or `t`.
 */
export const msg = <T extends string>(text: T): T => text;
