import type { Catalog } from "../../i18n/i18n";

/** The team page's texts (`team.*`), compiled from ./locales by `npm run i18n`; they load with the page's code. */
export const TEAM_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
