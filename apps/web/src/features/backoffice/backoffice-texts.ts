import type { Catalog } from "../../i18n/i18n";

/**
 * The back office's texts (`backoffice.*`), compiled from ./locales by `npm run i18n`, cut by page (lingui.config.ts):
 * its lists' (the quotations, the policies, who sold them, the not-found page), which load with a list ...
 */
export const BACKOFFICE_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
/** ... and a record's pages' (its details, the sponsor's record, the servicing, the additional documents). */
export const BACKOFFICE_RECORDS_TEXTS: Catalog = {
  en: () => import("./locales/records/en"),
  ar: () => import("./locales/records/ar"),
};
