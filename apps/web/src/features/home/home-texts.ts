import type { Catalog } from "../../i18n/i18n";

/** The partner's home page's texts (`home.*`), compiled from ./locales by `npm run i18n`; they load with its code. */
export const HOME_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
