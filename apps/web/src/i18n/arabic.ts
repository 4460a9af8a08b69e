import { createLocalizer, DOMAIN_MESSAGES_AR } from "@pp/domain";

/**
 * The rest of Arabic's matched part, in one chunk loaded with the first screen beyond the sign-in page when the page is
 * in Arabic: all the domain's messages (the screens' texts are their catalogs).
 */
export const localizeDomainMessage = createLocalizer(DOMAIN_MESSAGES_AR, { isolateValues: true });
