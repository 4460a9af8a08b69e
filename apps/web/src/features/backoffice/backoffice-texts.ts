import type { Catalog } from "../../i18n/i18n";

/** The back office's texts (`backoffice.*`): its lists, records, servicing and the home page's dashboard, compiled from ./locales by `npm run i18n`; they load with its code. */
export const BACKOFFICE_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
