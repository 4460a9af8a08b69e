import type { Catalog } from "../../i18n/i18n";

/** The new business journey's texts (`quotation.*`), compiled from ./locales by `npm run i18n`; they load with its steps. */
export const QUOTATION_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
