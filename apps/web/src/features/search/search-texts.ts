import type { Catalog } from "../../i18n/i18n";

/**
 * The top bar's search's texts (`search.*`), compiled from ./locales by `npm run i18n`; they load with the search's
 * code, which the signed-in shell loads after the page.
 */
export const SEARCH_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
