import type { Catalog } from "../../i18n/i18n";

/** The invitations' and video calls' pages' texts (`invitations.*`), compiled from ./locales by `npm run i18n`; they load with their code. */
export const INVITATIONS_TEXTS: Catalog = { en: () => import("./locales/en"), ar: () => import("./locales/ar") };
