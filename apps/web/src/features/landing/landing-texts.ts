import type { Catalog } from "../../i18n/i18n";

/** The landing page's texts (`landing.*`), compiled from ./locales by `npm run i18n`; they load with the page's code. */
export const LANDING_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
