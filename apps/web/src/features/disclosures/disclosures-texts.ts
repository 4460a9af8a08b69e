import type { Catalog } from "../../i18n/i18n";

/**
 * The complaints and privacy pages' texts (`disclosures.*`), compiled from ./locales by `npm run i18n`; they load with
 * the pages' code.
 */
export const DISCLOSURES_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
