import "@fontsource/noto-sans-arabic/arabic-400.css";
import "@fontsource/noto-sans-arabic/arabic-600.css";
import { createLocalizer, SIGN_IN_MESSAGES_AR } from "@pp/domain";

/**
 * The first part of Arabic, loaded whenever Arabic is chosen: the texts of the sign-in page and of what loads with it,
 * the domain's sign-in messages, and the Arabic font the app serves itself (no font service is asked). The other
 * screens' texts are in ./arabic, loaded with the first screen beyond the sign-in page.
 */
export { FIRST_PAGES_AR as messages } from "./locales/ar-first-pages";
export const localizeDomainMessage = createLocalizer(SIGN_IN_MESSAGES_AR, { isolateValues: true });
