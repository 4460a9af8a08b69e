import type { Catalog } from "../../i18n/i18n";

/**
 * The security page's texts (`security.*`), compiled from ./locales by `npm run i18n`; they load with the page's code,
 * and with the sign-in's two-factor set-up, which shows the same panels.
 */
export const SECURITY_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
