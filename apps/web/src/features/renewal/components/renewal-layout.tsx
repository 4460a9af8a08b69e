import { Suspense } from "react";
import { Outlet } from "react-router";
import { useText } from "../../../i18n/use-text";
import { Footer } from "../../../shell/footer";
import { InsurerMark } from "../../../shell/insurer-mark";
import { LanguageSwitch } from "../../../shell/language-switch";
import frame from "../../../shell/public-page.module.css";
import { PageLoader } from "../../../ui/page-loader";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import styles from "./renewal-layout.module.css";

/**
 * The frame of the renewal screens, which customers use without an account: the insurer they deal with, the page
 * and the footer; no partner menu and no session guard. Plain elements and CSS, as is every step of the renewal
 * (a customer's renewal is often done on a phone): no MUI loads with it, except the calendar of a date field.
 */
export function RenewalLayout() {
  const { t } = useText();
  return (
    <div className={frame.page}>
      <header className={cx(frame.header, styles.header)}>
        <InsurerMark />
        <div className={styles.aside}>
          <p className={cx(text.body2, text.secondary, styles.audience)}>
            {t(/*i18n*/ { id: "renewal.layout.yourRenewal", message: "Your renewal" })}
          </p>
          <LanguageSwitch />
        </div>
      </header>
      <main className={cx(frame.main, styles.main)}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
