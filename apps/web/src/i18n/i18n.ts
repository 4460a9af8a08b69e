import { setupI18n } from "@lingui/core";
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  isolate,
  isWords,
  type Language,
  type Words,
  type WordsValue,
  wordsSaid,
} from "@pp/domain";
import { COMMON_TEXTS, FIRST_PAGES_TEXTS } from "./app-texts";
import type { Catalog } from "./catalog";

/**
 * The web app's texts go through Lingui (decision 065): a screen says its texts as `Words` (`team.page.title`) and
 * loads its folder's compiled catalog in the page's language, English too, with its code; the app's own texts (the
 * shared components, the shell, the sign-in pages) are two catalogs the app loads itself. Every catalog is compiled at
 * build (`npm run i18n`): no message compiler runs in the browser.
 */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

/**
 * The domain's messages in Arabic (its catalogs, by id) come in two parts: the sign-in pages' (with the Arabic font)
 * and all the others. The second loads once a screen beyond the sign-in page is shown (or
 * before one shows, in Arabic), so a visitor who opens the sign-in page in Arabic loads only a few of them.
 */
const ARABIC_PARTS = {
  firstPages: () => import("./arabic-first-pages"),
  screens: () => import("@pp/domain/i18n/locales/ar"),
};
type ArabicPart = keyof typeof ARABIC_PARTS;
const loadedParts = new Set<ArabicPart>();
let screensShown = false;
/** The switch of language under way, if any: the first screen's texts wait for it. */
let switching: Promise<unknown> | undefined;
/** The language a switch under way goes to: a screen's catalog is fetched in it at once. */
let switchingTo: Language | undefined;

export type { Catalog } from "./catalog";

/**
 * The catalogs of the screens shown so far: a switch of language loads them in the new one. The first pages' are
 * needed from the start, before the first render.
 */
const neededCatalogs = new Set<Catalog>([FIRST_PAGES_TEXTS]);
const catalogLoads = new Map<Catalog, Partial<Record<Language, Promise<boolean>>>>();

/** Loads a catalog in a language (once); false when its chunk cannot be fetched, and it is asked for again next time. */
function loadCatalog(catalog: Catalog, language: Language): Promise<boolean> {
  const loads = catalogLoads.get(catalog) ?? {};
  catalogLoads.set(catalog, loads);
  loads[language] ??= catalog[language]().then(
    ({ messages }) => {
      i18n.load(language, { ...messages });
      return true;
    },
    () => {
      delete loads[language];
      return false;
    },
  );
  return loads[language];
}
const loadCatalogs = (language: Language) =>
  Promise.all([...neededCatalogs].map((catalog) => loadCatalog(catalog, language)));

/** Loads one part of Arabic into the catalog (once); false when its chunk cannot be fetched. */
async function loadArabicPart(part: ArabicPart): Promise<boolean> {
  if (loadedParts.has(part)) return true;
  const texts = await ARABIC_PARTS[part]().catch(() => undefined);
  if (!texts) return false;
  i18n.load("ar", { ...texts.messages });
  loadedParts.add(part);
  return true;
}

/**
 * A screen beyond the sign-in page is about to show: its catalogs (the app's common one, its folder's, the domain's if
 * it shows domain words) load in the page's language, and in Arabic all the domain's messages; the route's chunk loads
 * with them, in parallel. When Arabic cannot be fetched, the page goes on in English rather than half translated;
 * when English cannot, the screen fails as it does when its own chunk cannot be fetched.
 */
export async function loadScreenTexts(catalogs: readonly Catalog[] = []): Promise<void> {
  screensShown = true;
  // Every screen shows the shared components' and the shell's texts.
  for (const catalog of [COMMON_TEXTS, ...catalogs]) neededCatalogs.add(catalog);
  // Asked for at once, in the language the page is in or is switching to: no round trip waits for another.
  void loadCatalogs(switchingTo ?? (i18n.locale as Language));
  // A switch under way (the account's language, applied at sign-in while the first screen loads) decides the language
  // the screen shows in: waiting for it means the screen's texts are those of that language, not of the one before.
  await switching;
  if (i18n.locale === "ar") {
    const loaded = await Promise.all([loadArabicPart("screens"), loadCatalogs("ar")]);
    if (loaded.flat().includes(false)) await activateLanguage("en");
  }
  if (i18n.locale === "en" && (await loadCatalogs("en")).includes(false))
    throw new Error("The screen's texts could not be loaded.");
}

/** The language the server marked the page in (the visitor's choice, else their browser's). */
export function pageLanguage(): Language {
  const marked = document.documentElement.lang;
  return isLanguage(marked) ? marked : DEFAULT_LANGUAGE;
}

/**
 * Loads `language`'s texts (Arabic's catalog and font the first time: the sign-in page's part, and the other screens'
 * once one has shown), then switches the page to it; English when Arabic's chunks cannot be loaded. Returns the
 * language the page is in now.
 */
export function activateLanguage(language: Language): Promise<Language> {
  const switched = switchTo(language);
  switching = switched.catch(() => undefined);
  return switched;
}

async function switchTo(language: Language): Promise<Language> {
  switchingTo = language;
  if (language === "ar") {
    const parts = [loadArabicPart("firstPages"), screensShown ? loadArabicPart("screens") : true, loadCatalogs("ar")];
    const loaded = (await Promise.all(parts)).flat();
    // A screen beyond the sign-in page began to show while the first part loaded (a sign-in in Arabic goes on to the
    // first screen at once): its texts come too, before the page turns Arabic, so no part of it stays English.
    if (screensShown) loaded.push(await loadArabicPart("screens"), ...(await loadCatalogs("ar")));
    // Offline, or a deploy replaced the chunk: the page stays usable in English rather than half switched.
    if (loaded.includes(false)) return switchTo("en");
  } else await loadCatalogs("en");
  // Latin digits in Arabic, as the portal's amounts and dates are: a plural's count is written with them.
  i18n.activate(language, language === "ar" ? ["ar-u-nu-latn"] : undefined);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  return language;
}

/**
 * A value as the message shows it: words translated in the same language; in Arabic, a text value (a number written
 * out, a date, an e-mail address) isolated so that it keeps its own direction. A number stays a number, so that a
 * plural chooses its form by it (digits read left to right inside Arabic on their own).
 */
const shown = (value: WordsValue): string | number =>
  isWords(value) ? sayWords(value) : i18n.locale === "ar" && typeof value === "string" ? isolate(value) : value;
/**
 * The ids said before the catalog that holds them had loaded in the active language (shown meanwhile as their English
 * or id): a catalog that brings one must redraw the screen, and one that brings none leaves it as it is.
 */
const saidBeforeLoaded = new Set<string>();

/** Whether the catalogs now hold an id said before they did (those ids are forgotten). */
export function textsCameForWhatWasSaid(): boolean {
  let came = false;
  for (const id of saidBeforeLoaded)
    if (i18n.messages[id] !== undefined) {
      saidBeforeLoaded.delete(id);
      came = true;
    }
  return came;
}

/** Words in the active language: the catalogs' message for their id, filled with their values (and `marks`). */
export const sayWords = (words: Words, marks: Record<string, string> = {}): string => {
  if (i18n.messages[words.id] === undefined) saidBeforeLoaded.add(words.id);
  return i18n._(
    words.id,
    {
      ...Object.fromEntries(Object.entries(words.values ?? {}).map(([name, value]) => [name, shown(value)])),
      ...marks,
    },
    { message: words.message },
  );
};

/** What a shared component shows for a caller: words, or a text `translateMessage` says (the domain's, or one already said). */
export type Label = Words | string;

/**
 * Any message in the active language: words (the app's, the domain's), else a string the domain said (`say`: a form's
 * validation message, an option's label), translated by the words it was said with. What the server sent is already
 * in the request's language and comes back as it is.
 */
export function translateMessage(message: Label): string {
  if (isWords(message)) return sayWords(message);
  if (i18n.locale === "en") return message;
  const words = wordsSaid(message);
  return words ? sayWords(words) : message;
}
