import type { Catalog } from "./i18n";

/** The domain's words (a role's, a product's name, what a user may sell), for a screen that shows them. */
export const DOMAIN_TEXTS: Catalog = {
  en: () => import("@pp/domain/i18n/locales/en"),
  ar: () => import("@pp/domain/i18n/locales/ar"),
};
