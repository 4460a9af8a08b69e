import type { Catalog } from "../../i18n/i18n";

/** The underwriting screens' texts (`underwriting.*`), compiled from ./locales by `npm run i18n`; they load with their code. */
export const UNDERWRITING_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
