import type { Catalog } from "../../i18n/i18n";

/**
 * The renewal journey's texts (`renewal.*`), the customer's and the partner's, compiled from ./locales by `npm run
 * i18n`; they load with its pages' code, in the page's language only.
 */
export const RENEWAL_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
