import "@fontsource/noto-sans-arabic/arabic-400.css";
import "@fontsource/noto-sans-arabic/arabic-600.css";

/**
 * The first part of Arabic, loaded whenever Arabic is chosen (beside the first pages' catalog): the domain's sign-in
 * messages and the Arabic font the app serves itself (no font service is asked). The rest of the domain's messages are
 * in ./arabic, loaded with the first screen beyond the sign-in page.
 */
export { messages } from "@pp/domain/i18n/locales/sign-in/ar";
