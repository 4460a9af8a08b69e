import type { ReactNode } from "react";
import { Footer } from "../../../shell/footer";
import { LanguageSwitch } from "../../../shell/language-switch";
import { Logo } from "../../../shell/logo";
import styles from "./auth-layout.module.css";

/**
 * The frame of the pages outside the main layout (sign-in, password reset): a centred card with the language switch
 * beside the logo, and the footer.
 * Plain elements and CSS, no MUI: the sign-in page is the first load (docs/decisions/006).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.top}>
            <Logo />
            <LanguageSwitch />
          </div>
          {children}
        </div>
      </main>
      <Footer />
    </div>
  );
}
