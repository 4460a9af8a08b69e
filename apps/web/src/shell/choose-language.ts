import type { Language } from "@pp/domain";
import { apiRequest } from "../api/client";
import { activateLanguage } from "../i18n/i18n";
import { rememberLanguage } from "../i18n/language-cookie";
import { savePartnerDetails } from "./storage";

/**
 * The visitor switches language: the page changes at once, the browser keeps the choice, and a signed-in partner's
 * account keeps it too (their other browsers and their e-mails follow). Saving it is best effort: the page has changed
 * either way, and the next switch or sign-in saves it again. False when the language could not be loaded (offline):
 * nothing is kept then, so the next page does not try a language that is not there.
 */
export async function chooseLanguage(language: Language): Promise<boolean> {
  if ((await activateLanguage(language)) !== language) return false;
  rememberLanguage(language);
  // Loaded when needed: the sign-in page (with its switch) keeps no partner details and does not load the reading.
  const partner = await import("./read-partner-details").then(
    (stored) => stored.readPartnerDetails(),
    () => null,
  );
  if (!partner) return true;
  savePartnerDetails({ ...partner, language });
  // keepalive: a partner who switches and at once moves to another page still has the choice kept.
  await apiRequest("/api/account/language", { method: "PUT", body: { language }, keepalive: true }).catch(
    () => undefined,
  );
  return true;
}
