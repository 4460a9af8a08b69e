import type { ReactNode } from "react";
import { Footer } from "../../shell/footer";
import { LanguageSwitch } from "../../shell/language-switch";
import { Logo } from "../../shell/logo";
import frame from "../../shell/public-page.module.css";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import styles from "./info-page.module.css";

/**
 * The frame of the portal's public notices (complaints, privacy): the logo and the language switch, the notice, the
 * footer. Plain elements: anyone may open them from a link in a footer or an e-mail, often on a phone.
 */
export function InfoPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main className={cx(frame.main, styles.narrow)}>
        <h1 className={text.h1}>{title}</h1>
        {children}
      </main>
      <Footer />
    </div>
  );
}
