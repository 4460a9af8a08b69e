import type { Catalog } from "../../i18n/i18n";

/**
 * The new business journey's texts (`quotation.*`), compiled from ./locales by `npm run i18n`, cut by page
 * (lingui.config.ts): step 1's (the sponsor's details, the retrieval it opens) with what every step shares, which load
 * with step 1 and every step after it ...
 */
export const QUOTATION_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
/** ... and the later steps' own (the plans, the members, the documents, the declaration, the review, the payment). */
export const QUOTATION_STEPS_TEXTS: Catalog = {
  en: () => import("./locales/steps/en"),
  ar: () => import("./locales/steps/ar"),
};
