import type { Catalog } from "../../i18n/i18n";

/** The H+ applicant's page's texts (`applicant.*`), compiled from ./locales by `npm run i18n`; they load with its code. */
export const APPLICANT_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
