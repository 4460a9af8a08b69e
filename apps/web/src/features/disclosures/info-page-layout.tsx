import type { ReactNode } from "react";
import { LanguageSwitch } from "../../i18n/language-switch";
import { Footer } from "../../shell/footer";
import { Logo } from "../../shell/logo";
import text from "../../ui/plain/typography.module.css";
import styles from "./info-page.module.css";

/**
 * The frame of the portal's public notices (complaints, privacy): the logo and the language switch, the notice, the
 * footer. Plain elements: anyone may open them from a link in a footer or an e-mail, often on a phone.
 */
export function InfoPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <h1 className={text.h1}>{title}</h1>
        {children}
      </main>
      <Footer />
    </div>
  );
}
