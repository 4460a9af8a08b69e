import type { Catalog } from "./catalog";

/**
 * The app's own texts outside the journey folders (the shared components, the shell, the routes, the sign-in pages),
 * compiled from ./locales by `npm run i18n`. The first pages' — what the sign-in page shows before anything else
 * loads — load with the language; the rest with the first screen beyond the sign-in page.
 */
export const FIRST_PAGES_TEXTS: Catalog = {
  en: () => import("./locales/first/en"),
  ar: () => import("./locales/first/ar"),
};
export const COMMON_TEXTS: Catalog = {
  en: () => import("./locales/common/en"),
  ar: () => import("./locales/common/ar"),
};
