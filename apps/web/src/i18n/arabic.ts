import "@fontsource/noto-sans-arabic/arabic-400.css";
import "@fontsource/noto-sans-arabic/arabic-600.css";
import { createLocalizer, DOMAIN_MESSAGES_AR } from "@pp/domain";

/**
 * Everything Arabic needs, in one chunk loaded only when Arabic is chosen: the app's catalog, the domain's messages,
 * and the Arabic font the app serves itself (no font service is asked).
 */
export { UI_MESSAGES_AR } from "./locales/ar";
export const localizeDomainMessage = createLocalizer(DOMAIN_MESSAGES_AR, { isolateValues: true });
