import type { Catalog } from "../../i18n/i18n";

/** The commission page's texts (`commission.*`), compiled from ./locales by `npm run i18n`; they load with its code. */
export const COMMISSION_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
