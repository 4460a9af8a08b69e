import type { Catalog } from "./i18n";

/**
 * The domain's words a screen names itself (a role's name, what a user may sell), for a screen that shows them. The
 * domain's other messages reach a screen as the English strings they were said as (`say`), and only Arabic needs their
 * catalogs (./arabic-first-pages, ./arabic).
 */
export const DOMAIN_TEXTS: Catalog = {
  en: () => import("@pp/domain/i18n/locales/team/en"),
  ar: () => import("@pp/domain/i18n/locales/team/ar"),
};
