import { createLocalizer, DOMAIN_MESSAGES_AR } from "@pp/domain";

/**
 * The rest of Arabic, in one chunk loaded with the first screen beyond the sign-in page when the page is in Arabic:
 * every other screen's texts and all the domain's messages.
 */
export { UI_MESSAGES_AR as messages } from "./locales/ar";
export const localizeDomainMessage = createLocalizer(DOMAIN_MESSAGES_AR, { isolateValues: true });
