import type { Language } from "@pp/domain";
import { activateLanguage } from "../i18n/i18n";
import { chosenLanguage, rememberLanguage } from "../i18n/language-cookie";
import { chooseLanguage } from "./choose-language";

/**
 * At sign-in, the account's language and this browser's meet. A language chosen in this browser (on the sign-in page,
 * say) is the latest choice: the account takes it. A browser that never chose takes the account's.
 */
export async function applyAccountLanguage(account: Language) {
  const browser = chosenLanguage();
  if (browser && browser !== account) return chooseLanguage(browser);
  if (!browser) {
    rememberLanguage(account);
    await activateLanguage(account);
  }
}
