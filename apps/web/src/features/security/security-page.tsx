import { useText } from "../../i18n/use-text";
import text from "../../ui/plain/typography.module.css";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

/** /security, from the partner menu: two-factor sign-in and the browsers signed in to the account. */
export function SecurityPage() {
  const { t } = useText();
  return (
    <>
      <h1 className={text.h1}>{t(/*i18n*/ { id: "security.page.title", message: "Security" })}</h1>
      <TwoFactorSection />
      <SessionsSection />
    </>
  );
}
